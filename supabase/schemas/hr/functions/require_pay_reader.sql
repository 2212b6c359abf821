-- The preamble of an RPC that answers payroll amounts: refuses a caller who is not a member
-- (private.require_member) or who may not see pay in the organization (public.can_read_pay), with
-- one sentence (42501, HTTP 403).
create or replace function private.require_pay_reader(p_organization_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  if not public.can_read_pay(p_organization_id) then
    raise exception 'Only owners, admins and members with payroll access can see payroll amounts' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_pay_reader(p_organization_id uuid) from public, anon, authenticated, service_role;
