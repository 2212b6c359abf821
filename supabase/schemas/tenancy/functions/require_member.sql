-- The membership preamble of a security-definer RPC: refuses a caller who is not a member of the
-- organization (42501, HTTP 403). private.require_role adds a role check.
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
revoke all on function private.require_member(p_organization_id uuid) from public, anon, authenticated, service_role;
