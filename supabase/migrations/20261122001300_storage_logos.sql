-- The `logos` bucket for organization logos: public to read (the logo URL goes in
-- organization_settings.logo_url and shows in the organization picker), written only by the
-- organization's owners and admins, under a folder named by the organization id:
-- logos/<organization_id>/<file>.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('logos', 'logos', true, 2097152, array['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

-- The organizations whose logos the caller manages, as folder names.
create or replace function private.managed_logo_folders()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select m.organization_id::text from public.organization_members m
  where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin')
$$;

create or replace function public.can_manage_logo(p_object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (storage.foldername(p_object_name))[1] in (select private.managed_logo_folders())
$$;
grant execute on function public.can_manage_logo(text) to authenticated;
revoke execute on function public.can_manage_logo(text) from public, anon;

create policy "logos are readable by everyone" on storage.objects
  for select to anon, authenticated using (bucket_id = 'logos');
create policy "owners and admins upload their organization's logo" on storage.objects
  for insert to authenticated with check (bucket_id = 'logos' and public.can_manage_logo(name));
create policy "owners and admins replace their organization's logo" on storage.objects
  for update to authenticated using (bucket_id = 'logos' and public.can_manage_logo(name))
  with check (bucket_id = 'logos' and public.can_manage_logo(name));
create policy "owners and admins remove their organization's logo" on storage.objects
  for delete to authenticated using (bucket_id = 'logos' and public.can_manage_logo(name));
