-- Two things every screen of this round needs, written once:
-- 1. The membership preamble of a security-definer RPC: private.require_member(org) refuses a
--    caller who is not a member; private.require_role(org, roles, words) refuses a member whose
--    role is not among roles, with the sentence the screen shows (errcode 42501, HTTP 403).
-- 2. The private `documents` bucket for an organization's files (bill attachments, receipts and
--    invoices sent by e-mail, statements): documents/<organization_id>/<area>/<file>. Members read
--    their organization's folder; owners, admins and members write it; viewers only read.

create or replace function private.require_member(p_organization_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
end;
$$;

create or replace function private.require_role(p_organization_id uuid, p_roles text[], p_refusal text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  if not public.has_org_role(p_organization_id, p_roles) then
    raise exception '%', p_refusal using errcode = '42501';
  end if;
end;
$$;

revoke execute on function private.require_member(uuid) from public, anon;
revoke execute on function private.require_role(uuid, text[], text) from public, anon;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', false, 10485760,
  array['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic', 'text/csv', 'application/zip',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'])
on conflict (id) do nothing;

-- The organizations whose document folder the caller may read (any role) or write (not viewers).
create or replace function public.can_read_documents(p_object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organization_members m
    where m.user_id = (select auth.uid()) and m.organization_id::text = (storage.foldername(p_object_name))[1]
  )
$$;

create or replace function public.can_write_documents(p_object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organization_members m
    where m.user_id = (select auth.uid()) and m.organization_id::text = (storage.foldername(p_object_name))[1]
      and m.role in ('owner', 'admin', 'member')
  )
$$;
grant execute on function public.can_read_documents(text), public.can_write_documents(text) to authenticated;
revoke execute on function public.can_read_documents(text), public.can_write_documents(text) from public, anon;

create policy "members read their organization's documents" on storage.objects
  for select to authenticated using (bucket_id = 'documents' and public.can_read_documents(name));
create policy "members other than viewers add documents" on storage.objects
  for insert to authenticated with check (bucket_id = 'documents' and public.can_write_documents(name));
create policy "members other than viewers replace documents" on storage.objects
  for update to authenticated using (bucket_id = 'documents' and public.can_write_documents(name))
  with check (bucket_id = 'documents' and public.can_write_documents(name));
create policy "members other than viewers remove documents" on storage.objects
  for delete to authenticated using (bucket_id = 'documents' and public.can_write_documents(name));
