-- Whether the caller may read a documents object: its first folder
-- (documents/<organization_id>/...) is an organization they belong to, in any role.
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
revoke all on function public.can_read_documents(p_object_name text) from public, anon, authenticated, service_role;
grant execute on function public.can_read_documents(p_object_name text) to authenticated, service_role;
