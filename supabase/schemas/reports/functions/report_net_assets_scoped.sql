-- Net assets by class {without, with, total}: credits - debits of the net asset, revenue and
-- expense accounts within [p_from, p_to] (p_from null: since the beginning), optionally of one fund
-- and one project.
create or replace function private.report_net_assets_scoped(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'without', coalesce(sum(t.balance) filter (where t.restriction = 'without_donor_restrictions'), 0),
    'with', coalesce(sum(t.balance) filter (where t.restriction = 'with_donor_restrictions'), 0),
    'total', coalesce(sum(t.balance), 0))
  from private.report_scoped_totals(p_org, p_from, p_to, p_fund, p_project) t
  join public.accounts a on a.id = t.account_id
  where a.category in ('Net Assets', 'Revenue', 'Expenses')
$$;
revoke all on function private.report_net_assets_scoped(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid) from public, anon, authenticated, service_role;
