-- The Statement of Activities' figures for one period, optionally of one fund and one project:
-- every line by class (without / with donor restrictions / total), as json {lines, totals (per
-- section), change, beginning, end}. The release account is always a line.
create or replace function private.report_activities_period_scoped(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with t as (
    select a.id, a.code, a.name, a.category, (a.system_key is not distinct from 'released_from_restriction') as is_release,
           case when a.category = 'Expenses' then -1 else 1 end as sign,
           coalesce(sum(x.balance) filter (where x.restriction = 'without_donor_restrictions'), 0) as without_r,
           coalesce(sum(x.balance) filter (where x.restriction = 'with_donor_restrictions'), 0) as with_r
    from private.report_scoped_totals(p_org, p_from, p_to, p_fund, p_project) x
    join public.accounts a on a.id = x.account_id
    where a.category in ('Net Assets', 'Revenue', 'Expenses')
    group by a.id, a.code, a.name, a.category, a.system_key
  ), lines as (
    select t.*, case when t.is_release then 'releases' when t.category = 'Revenue' then 'revenue'
                     when t.category = 'Expenses' then 'expenses' else 'other' end as section,
           t.sign * t.without_r as w, t.sign * t.with_r as r
    from t
    where t.without_r <> 0 or t.with_r <> 0 or t.is_release
  )
  select json_build_object(
    'lines', coalesce((select json_agg(json_build_object(
                'section', l.section, 'account_id', l.id, 'code', l.code, 'name', l.name,
                'without', l.w, 'with', l.r, 'total', l.w + l.r) order by l.code) from lines l), '[]'::json),
    'totals', (select json_object_agg(s.section, json_build_object(
                'without', coalesce((select sum(l.w) from lines l where l.section = s.section), 0),
                'with', coalesce((select sum(l.r) from lines l where l.section = s.section), 0),
                'total', coalesce((select sum(l.w + l.r) from lines l where l.section = s.section), 0)))
               from (values ('revenue'), ('releases'), ('expenses'), ('other')) s(section)),
    -- Change = revenue + releases + other changes - expenses = credits - debits on the net asset
    -- accounts of every class in the period.
    'change', json_build_object(
      'without', coalesce((select sum(t.without_r) from t), 0),
      'with', coalesce((select sum(t.with_r) from t), 0),
      'total', coalesce((select sum(t.without_r + t.with_r) from t), 0)),
    'beginning', private.report_net_assets_scoped(p_org, null, p_from - 1, p_fund, p_project),
    'end', private.report_net_assets_scoped(p_org, null, p_to, p_fund, p_project)
  )
$$;
revoke all on function private.report_activities_period_scoped(p_org uuid, p_from date, p_to date, p_fund uuid, p_project uuid) from public, anon, authenticated, service_role;
