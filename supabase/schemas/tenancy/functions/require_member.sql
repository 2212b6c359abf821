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
revoke all on function private.require_member(p_organization_id uuid) from public, anon, authenticated, service_role;
