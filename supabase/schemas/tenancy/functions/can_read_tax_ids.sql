-- Whether the caller may read tax ids in full (vendors' EINs and SSNs): owners and admins. Every
-- reader of a full tax id asks this one function (vendor_tax_ids' policy, list_vendors,
-- report_taxes), so a further condition (a second factor, say) is added here once. Others see the
-- masked value (the last four digits) that vendors.tax_id holds.
create or replace function public.can_read_tax_ids(org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_org_role(org, array['owner', 'admin'])
$$;
revoke all on function public.can_read_tax_ids(org uuid) from public, anon, authenticated, service_role;
grant execute on function public.can_read_tax_ids(org uuid) to authenticated, service_role;
