-- The drill-down slices of one Fund Balance row (a fund, a class or all).
create or replace function private.report_fund_balance_drill(p_org uuid, p_fund uuid, p_restriction text, p_from date, p_to date, p_compare_to date)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with release as (
    select array_agg(a.id) as ids from public.accounts a where a.organization_id = p_org and a.system_key = 'released_from_restriction'
  ), revenue as (
    select array_agg(a.id) as ids from public.accounts a
    where a.organization_id = p_org and a.category = 'Revenue' and a.system_key is distinct from 'released_from_restriction'
  )
  select json_build_object(
    'beginning', private.report_slice(null, array['Net Assets', 'Revenue', 'Expenses'], null, p_from - 1, p_fund, null, null, p_restriction, false, 'credit'),
    'revenue', case when (select ids from revenue) is not null then private.report_slice((select ids from revenue), null, p_from, p_to, p_fund, null, null, p_restriction, false, 'credit') end,
    'expenses', private.report_slice(null, array['Expenses'], p_from, p_to, p_fund, null, null, p_restriction, false, 'debit'),
    'releases', case when (select ids from release) is not null then private.report_slice((select ids from release), null, p_from, p_to, p_fund, null, null, p_restriction, false, 'credit') end,
    'transfers', private.report_slice(null, array['Net Assets'], p_from, p_to, p_fund, null, null, p_restriction, false, 'credit'),
    'ending', private.report_slice(null, array['Net Assets', 'Revenue', 'Expenses'], null, p_to, p_fund, null, null, p_restriction, false, 'credit'),
    'compare_ending', case when p_compare_to is not null then
      private.report_slice(null, array['Net Assets', 'Revenue', 'Expenses'], null, p_compare_to, p_fund, null, null, p_restriction, false, 'credit') end)
$$;
revoke all on function private.report_fund_balance_drill(p_org uuid, p_fund uuid, p_restriction text, p_from date, p_to date, p_compare_to date) from public, anon, authenticated, service_role;
