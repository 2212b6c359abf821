-- The role preamble of a security-definer RPC: refuses a non-member, and a member whose role is not
-- among p_roles with p_refusal, the sentence the screen shows (42501, HTTP 403).
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
revoke all on function private.require_role(p_organization_id uuid, p_roles text[], p_refusal text) from public, anon, authenticated, service_role;
