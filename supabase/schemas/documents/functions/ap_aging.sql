-- RPC for members: accounts payable aging per vendor as of p_as_of (default: the organization's
-- today), equal to the Accounts Payable ledger balance (private.document_aging): a public.aging_report.
create or replace function public.ap_aging(p_organization_id uuid, p_as_of date default null)
returns public.aging_report
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return private.document_aging(p_organization_id, 'bill', p_as_of);
end;
$$;
revoke all on function public.ap_aging(p_organization_id uuid, p_as_of date) from public, anon, authenticated, service_role;
grant execute on function public.ap_aging(p_organization_id uuid, p_as_of date) to authenticated, service_role;
