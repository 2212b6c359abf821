-- RPC for members: Program Expense Analysis (the functional expense matrix) for [p_from, p_to]
-- (default: the fiscal year to date), optionally of one fund, with the comparison period's total
-- beside it: one column per project with program expenses, then management and general and
-- fundraising. Answers json, a report table (docs/reports.md), because its columns are the
-- organization's projects (keyed by project) and its cells are keyed by them:
--   {from, to, compare_from, compare_to,
--    columns: [{key, title}] (program:<project id> for each project with program expenses, program:other,
--             program, management_general, fundraising, total[, compare_total]),
--    rows: [{key, label, kind: 'line' | 'total', indent, values: {<column key>: number | null},
--            drill: {<column key>: <report_ledger_lines slice> | null}}],
--    total_expenses, program_expenses, management_general_expenses, fundraising_expenses: number | null,
--    program_ratio, compare_program_ratio: number | null}
create or replace function public.report_program_expenses(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_from date default null,
  p_compare_to date default null,
  p_fund_id uuid default null
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_has_compare boolean := p_compare_from is not null and p_compare_to is not null;
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  perform private.report_check_period(v_from, v_to, p_compare_from, p_compare_to);

  return (
    with d as materialized (
      select t.account_id, t.project_id, t.function, t.entry_date, t.debit - t.credit as amount
      from private.ledger_function_daily_totals t
      where t.organization_id = p_organization_id
        and ((t.entry_date between v_from and v_to) or (v_has_compare and t.entry_date between p_compare_from and p_compare_to))
        and (p_fund_id is null or t.fund_id = p_fund_id)
    ), cur as materialized (
      -- The period's amounts by account, function and project: a few hundred rows at most.
      select d.account_id, d.project_id, d.function, sum(d.amount) as amount
      from d where d.entry_date between v_from and v_to
      group by d.account_id, d.project_id, d.function
    ), cmp as materialized (
      select d.account_id, d.function, sum(d.amount) as amount
      from d where v_has_compare and d.entry_date between p_compare_from and p_compare_to
      group by d.account_id, d.function
    ), programs as (
      -- One column per project with program lines in the period (by name).
      select p.id, p.name, row_number() over (order by p.name, p.id) as ord
      from public.projects p
      where p.organization_id = p_organization_id
        and exists (select 1 from cur where cur.project_id = p.id and cur.function = 'program')
    ), accounts as (
      select a.id, a.code, a.name
      from public.accounts a
      where a.organization_id = p_organization_id
        and (exists (select 1 from cur where cur.account_id = a.id)
             or exists (select 1 from cmp where cmp.account_id = a.id))
    ), columns as (
      select 0 as ord, 'program:' || p.id as key, p.name as title, 'program' as function, p.id as project_id, false as no_project, false as is_total
      from programs p
      union all select 100000, 'program:other', 'Other program services', 'program', null, true, false
      union all select 100001, 'program', 'Total program services', 'program', null, false, true
      union all select 100002, 'management_general', 'Management and general', 'management_general', null, false, false
      union all select 100003, 'fundraising', 'Fundraising', 'fundraising', null, false, false
      union all select 100004, 'total', 'Total expenses', null, null, false, true
    ), ordered_columns as (
      select c.*, coalesce((select p.ord from programs p where p.id = c.project_id), 0) as sub from columns c
    ), cells as (
      -- Amount of each account (null: all accounts) in each column.
      select a.id as account_id, c.key,
             coalesce((select sum(cur.amount) from cur
                       where (a.id is null or cur.account_id = a.id)
                         and (c.function is null or cur.function = c.function)
                         and (c.project_id is null or cur.project_id = c.project_id)
                         and (not c.no_project or cur.project_id is null)), 0) as amount
      from (select id from accounts union all select null) a
      cross join columns c
    ), compare_cells as (
      select a.id as account_id,
             coalesce((select sum(cmp.amount) from cmp where a.id is null or cmp.account_id = a.id), 0) as amount
      from (select id from accounts union all select null) a
      where v_has_compare
    )
    select json_build_object(
      'from', v_from, 'to', v_to,
      'compare_from', case when v_has_compare then p_compare_from end,
      'compare_to', case when v_has_compare then p_compare_to end,
      'columns', (
        select json_agg(json_build_object('key', c.key, 'title', c.title) order by c.ord, c.sub)
        from (select * from ordered_columns union all
              select 200000, 'compare_total', 'Total expenses ' || p_compare_from || ' – ' || p_compare_to, null, null, false, true, 0 where v_has_compare) c),
      'rows', (
        select json_agg(r.row order by r.ord, r.code) from (
          select 1 as ord, a.code, json_build_object(
                   'key', a.id, 'label', a.code || ' ' || a.name, 'kind', 'line', 'indent', 0,
                   'values', (select json_object_agg(x.key, x.amount) from (
                                select c.key, c.amount from cells c where c.account_id = a.id
                                union all select 'compare_total', cc.amount from compare_cells cc where cc.account_id = a.id) x),
                   'drill', (select json_object_agg(x.key, x.slice) from (
                                select c.key, private.report_slice(array[a.id], null, v_from, v_to, p_fund_id, c.project_id, c.function, null, c.no_project, 'debit') as slice
                                from columns c
                                union all
                                select 'compare_total', private.report_slice(array[a.id], null, p_compare_from, p_compare_to, p_fund_id, null, null, null, false, 'debit')
                                where v_has_compare) x)) as row
          from accounts a
          union all
          select 2, '', json_build_object(
                   'key', 'total', 'label', 'Total expenses', 'kind', 'total', 'indent', 0,
                   'values', (select json_object_agg(x.key, x.amount) from (
                                select c.key, c.amount from cells c where c.account_id is null
                                union all select 'compare_total', cc.amount from compare_cells cc where cc.account_id is null) x),
                   'drill', (select json_object_agg(x.key, x.slice) from (
                                select c.key, private.report_slice(null, array['Expenses'], v_from, v_to, p_fund_id, c.project_id, c.function, null, c.no_project, 'debit') as slice
                                from columns c
                                union all
                                select 'compare_total', private.report_slice(null, array['Expenses'], p_compare_from, p_compare_to, p_fund_id, null, null, null, false, 'debit')
                                where v_has_compare) x))
        ) r),
      'total_expenses', (select c.amount from cells c where c.account_id is null and c.key = 'total'),
      'program_expenses', (select c.amount from cells c where c.account_id is null and c.key = 'program'),
      'management_general_expenses', (select c.amount from cells c where c.account_id is null and c.key = 'management_general'),
      'fundraising_expenses', (select c.amount from cells c where c.account_id is null and c.key = 'fundraising'),
      'program_ratio', (select case when t.amount = 0 then null else round(p.amount / t.amount, 4) end
                        from cells t, cells p where t.account_id is null and t.key = 'total' and p.account_id is null and p.key = 'program'),
      'compare_program_ratio', case when v_has_compare then (
        select case when coalesce(sum(cmp.amount), 0) = 0 then null else round(coalesce(sum(cmp.amount) filter (where cmp.function = 'program'), 0) / sum(cmp.amount), 4) end
        from cmp) end
    )
  );
end;
$$;
revoke all on function public.report_program_expenses(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date, p_fund_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.report_program_expenses(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date, p_fund_id uuid) to authenticated, service_role;
