-- True while the organization that owns a row is being deleted, so guards let its cascade through.
create or replace function private.organization_gone(p_org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (select 1 from public.organizations o where o.id = p_org)
$$;
revoke all on function private.organization_gone(p_org uuid) from public, anon, authenticated, service_role;
