-- RPC for members: Trial Balance for [p_from, p_to] (default: the fiscal year to date), optionally
-- of one fund or project, with the closing balances at p_compare_to beside it. Revenue and expense
-- accounts start at the fiscal year's first day; what earlier years left in them is one line,
-- "Prior years' change in net assets", so the debit and credit columns always agree.
-- p_closing_entries: the year-end closing (and reopening) entries count, so the trial balance as
-- of a closed year's last day is the post-closing trial balance: no revenue or expense balance is
-- left, and the net assets accounts hold the year's change. Without it (the default) the closing
-- entries are left out, as every statement leaves them out: the adjusted trial balance.
-- Answers json, a report table (docs/reports.md), because its cells are keyed by its columns, which
-- depend on the arguments (the compare_ columns only with p_compare_to):
--   {from, to, compare_to, fiscal_year_start,
--    columns: [{key, title}] (opening, debit, credit, closing_debit, closing_credit[, compare_debit, compare_credit]),
--    rows: [{key, label, kind: 'line' | 'total', indent, values: {<column key>: number | null},
--            drill: {<column key>: <report_ledger_lines slice> | null} (lines only)}],
--    balanced: boolean}
create or replace function public.report_trial_balance(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_to date default null,
  p_fund_id uuid default null,
  p_project_id uuid default null,
  p_closing_entries boolean default false
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
  v_fy date;
  v_cmp_fy date;
  v_closing boolean := coalesce(p_closing_entries, false);
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_fy := private.fiscal_year_start(p_organization_id, v_to);
  v_from := coalesce(p_from, v_fy);
  perform private.report_check_period(v_from, v_to, null, null);
  if v_from < v_fy then
    -- A period reaching into an earlier fiscal year: revenue and expenses start at its own year.
    v_fy := private.fiscal_year_start(p_organization_id, v_from);
  end if;
  v_cmp_fy := case when p_compare_to is null then null else private.fiscal_year_start(p_organization_id, p_compare_to) end;

  return (
    with d as materialized (
      select t.account_id, t.entry_date, t.debit, t.credit
      from private.ledger_daily_totals t
      where t.organization_id = p_organization_id and t.entry_date <= greatest(v_to, coalesce(p_compare_to, v_to))
        and (p_fund_id is null or t.fund_id = p_fund_id) and (p_project_id is null or t.project_id = p_project_id)
      union all
      select c.account_id, c.entry_date, c.debit, c.credit
      from private.closing_daily_totals(p_organization_id) c
      where v_closing and c.entry_date <= greatest(v_to, coalesce(p_compare_to, v_to))
        and (p_fund_id is null or c.fund_id = p_fund_id) and (p_project_id is null or c.project_id = p_project_id)
    ), per_account as (
      select a.id, a.code, a.name, a.category, a.category in ('Revenue', 'Expenses') as is_income,
             coalesce(sum(d.debit - d.credit) filter (where d.entry_date < v_from
                        and (a.category not in ('Revenue', 'Expenses') or d.entry_date >= v_fy)), 0) as opening,
             coalesce(sum(d.debit) filter (where d.entry_date between v_from and v_to), 0) as debit,
             coalesce(sum(d.credit) filter (where d.entry_date between v_from and v_to), 0) as credit,
             coalesce(sum(d.debit - d.credit) filter (where d.entry_date <= p_compare_to
                        and (a.category not in ('Revenue', 'Expenses') or d.entry_date >= v_cmp_fy)), 0) as compare_net
      from public.accounts a
      join d on d.account_id = a.id
      where a.organization_id = p_organization_id
      group by a.id, a.code, a.name, a.category
    ), prior as (
      -- What revenue and expenses of earlier fiscal years left in net assets (debit-positive).
      select coalesce(sum(d.debit - d.credit) filter (where d.entry_date < v_fy), 0) as opening,
             coalesce(sum(d.debit - d.credit) filter (where p_compare_to is not null and d.entry_date < v_cmp_fy), 0) as compare_net
      from d join public.accounts a on a.id = d.account_id
      where a.category in ('Revenue', 'Expenses')
    ), lines as (
      select p.code as sort_key, p.id, p.code, p.name, p.category, p.is_income, p.opening, p.debit, p.credit,
             p.opening + p.debit - p.credit as closing, p.compare_net
      from per_account p
      where p.opening <> 0 or p.debit <> 0 or p.credit <> 0 or (p_compare_to is not null and p.compare_net <> 0)
      union all
      select '3999', null, null, 'Prior years'' change in net assets (revenue less expenses of earlier fiscal years)', 'Net Assets', false,
             pr.opening, 0, 0, pr.opening, pr.compare_net
      from prior pr
      where pr.opening <> 0 or pr.compare_net <> 0
    ), shaped as (
      select l.*,
             case when l.closing > 0 then l.closing else 0 end as closing_debit,
             case when l.closing < 0 then -l.closing else 0 end as closing_credit,
             case when l.compare_net > 0 then l.compare_net else 0 end as compare_debit,
             case when l.compare_net < 0 then -l.compare_net else 0 end as compare_credit
      from lines l
    )
    select json_build_object(
      'from', v_from, 'to', v_to, 'compare_to', p_compare_to, 'fiscal_year_start', v_fy, 'closing_entries', v_closing,
      'columns', (
        select json_agg(c.col order by c.ord) from (
          select 1 as ord, json_build_object('key', 'opening', 'title', 'Opening balance') as col
          union all select 2, json_build_object('key', 'debit', 'title', 'Debits')
          union all select 3, json_build_object('key', 'credit', 'title', 'Credits')
          union all select 4, json_build_object('key', 'closing_debit', 'title', 'Debit balance')
          union all select 5, json_build_object('key', 'closing_credit', 'title', 'Credit balance')
          union all select 6, json_build_object('key', 'compare_debit', 'title', 'Debit ' || p_compare_to) where p_compare_to is not null
          union all select 7, json_build_object('key', 'compare_credit', 'title', 'Credit ' || p_compare_to) where p_compare_to is not null
        ) c),
      'rows', coalesce((
        select json_agg(r.row order by r.ord, r.sort_key) from (
          select 1 as ord, s.sort_key, json_build_object(
                   'key', coalesce(s.id::text, 'prior-years'), 'label', coalesce(s.code || ' ', '') || s.name, 'kind', 'line', 'indent', 0,
                   'values', json_build_object('opening', s.opening, 'debit', s.debit, 'credit', s.credit,
                                               'closing_debit', s.closing_debit, 'closing_credit', s.closing_credit,
                                               'compare_debit', case when p_compare_to is not null then s.compare_debit end,
                                               'compare_credit', case when p_compare_to is not null then s.compare_credit end),
                   'drill', case when s.id is null then
                     json_build_object(
                       'opening', private.report_slice(null, array['Revenue', 'Expenses'], null, v_fy - 1, p_fund_id, p_project_id, p_sign => 'debit', p_closing => v_closing),
                       'closing_debit', private.report_slice(null, array['Revenue', 'Expenses'], null, v_fy - 1, p_fund_id, p_project_id, p_sign => 'debit', p_closing => v_closing),
                       'closing_credit', private.report_slice(null, array['Revenue', 'Expenses'], null, v_fy - 1, p_fund_id, p_project_id, p_sign => 'credit', p_closing => v_closing))
                   else json_build_object(
                     'opening', private.report_slice(array[s.id], null, case when s.is_income then v_fy end, v_from - 1, p_fund_id, p_project_id, p_sign => 'debit', p_closing => v_closing),
                     'debit', private.report_slice(array[s.id], null, v_from, v_to, p_fund_id, p_project_id, p_sign => 'debit', p_closing => v_closing),
                     'credit', private.report_slice(array[s.id], null, v_from, v_to, p_fund_id, p_project_id, p_sign => 'credit', p_closing => v_closing),
                     'closing_debit', private.report_slice(array[s.id], null, case when s.is_income then v_fy end, v_to, p_fund_id, p_project_id, p_sign => 'debit', p_closing => v_closing),
                     'closing_credit', private.report_slice(array[s.id], null, case when s.is_income then v_fy end, v_to, p_fund_id, p_project_id, p_sign => 'credit', p_closing => v_closing),
                     'compare_debit', case when p_compare_to is not null then private.report_slice(array[s.id], null, case when s.is_income then v_cmp_fy end, p_compare_to, p_fund_id, p_project_id, p_sign => 'debit', p_closing => v_closing) end,
                     'compare_credit', case when p_compare_to is not null then private.report_slice(array[s.id], null, case when s.is_income then v_cmp_fy end, p_compare_to, p_fund_id, p_project_id, p_sign => 'credit', p_closing => v_closing) end)
                   end) as row
          from shaped s
          union all
          select 2, '', json_build_object(
                   'key', 'total', 'label', 'Total', 'kind', 'total', 'indent', 0,
                   'values', json_build_object('opening', coalesce(sum(s.opening), 0), 'debit', coalesce(sum(s.debit), 0), 'credit', coalesce(sum(s.credit), 0),
                                               'closing_debit', coalesce(sum(s.closing_debit), 0), 'closing_credit', coalesce(sum(s.closing_credit), 0),
                                               'compare_debit', case when p_compare_to is not null then coalesce(sum(s.compare_debit), 0) end,
                                               'compare_credit', case when p_compare_to is not null then coalesce(sum(s.compare_credit), 0) end))
          from shaped s
        ) r), '[]'::json),
      'balanced', (select coalesce(sum(s.closing_debit), 0) = coalesce(sum(s.closing_credit), 0) from shaped s)
    )
  );
end;
$$;
revoke all on function public.report_trial_balance(p_organization_id uuid, p_from date, p_to date, p_compare_to date, p_fund_id uuid, p_project_id uuid, p_closing_entries boolean) from public, anon, authenticated, service_role;
grant execute on function public.report_trial_balance(p_organization_id uuid, p_from date, p_to date, p_compare_to date, p_fund_id uuid, p_project_id uuid, p_closing_entries boolean) to authenticated, service_role;
