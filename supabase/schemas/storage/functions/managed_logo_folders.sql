-- The organizations whose logos the caller manages (owner or admin), as folder names.
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
revoke all on function private.managed_logo_folders() from public, anon, authenticated, service_role;
