-- Whether the caller may upload, replace or remove a logo object: its first folder
-- (logos/<organization_id>/...) is an organization they own or administer.
create or replace function public.can_manage_logo(p_object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (storage.foldername(p_object_name))[1] in (select private.managed_logo_folders())
$$;
revoke all on function public.can_manage_logo(p_object_name text) from public, anon, authenticated, service_role;
grant execute on function public.can_manage_logo(p_object_name text) to authenticated, service_role;
