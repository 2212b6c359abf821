-- Whether the caller may read tax ids in full (vendors' EINs and SSNs): owners and admins, with a
-- proven second factor when the organization requires one (mfa_satisfied). Every reader of a full
-- tax id asks this one function (vendor_tax_ids' policy, list_vendors, report_taxes). Others see
-- the masked value (the last four digits) that vendors.tax_id holds.
create or replace function public.can_read_tax_ids(org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_org_role(org, array['owner', 'admin']) and public.mfa_satisfied(org)
$$;
revoke all on function public.can_read_tax_ids(org uuid) from public, anon, authenticated, service_role;
grant execute on function public.can_read_tax_ids(org uuid) to authenticated, service_role;
