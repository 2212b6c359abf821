-- RPC for members: the Taxes Report for [p_from, p_to] (default: the fiscal year to date),
-- optionally beside a comparison period. Answers a public.taxes_report: {part_viii, part_ix} as
-- report tables (json, docs/reports.md) and {vendors_1099, payroll} as lists with their totals.
-- The 1099 list covers the calendar year of the period's end (1099s are by calendar year);
-- payroll, the approved and paid runs of the period by pay date. A vendor's tax id is in full for
-- those public.can_read_tax_ids allows, else masked to its last four.
create or replace function public.report_taxes(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_from date default null,
  p_compare_to date default null
)
returns public.taxes_report
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_has_compare boolean := p_compare_from is not null and p_compare_to is not null;
  v_year_from date;
  v_year_to date;
  v_threshold numeric;
  v_accrued uuid;
  v_result public.taxes_report;
  v_full_tax_ids boolean;
begin
  perform private.require_member(p_organization_id);
  v_full_tax_ids := public.can_read_tax_ids(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  perform private.report_check_period(v_from, v_to, p_compare_from, p_compare_to);
  v_year_from := make_date(extract(year from v_to)::int, 1, 1);
  v_year_to := make_date(extract(year from v_to)::int, 12, 31);
  select coalesce(s.form_1099_threshold, 600) into v_threshold from public.organization_settings s where s.organization_id = p_organization_id;
  v_threshold := coalesce(v_threshold, 600);
  select a.id into v_accrued from public.accounts a where a.organization_id = p_organization_id and a.system_key = 'accrued_payroll';

  with accounts as materialized (
    select * from private.form_990_accounts(p_organization_id)
  ), revenue as materialized (
    select d.account_id,
           coalesce(sum(d.credit - d.debit) filter (where d.entry_date between v_from and v_to), 0) as cur,
           coalesce(sum(d.credit - d.debit) filter (where v_has_compare and d.entry_date between p_compare_from and p_compare_to), 0) as cmp
    from private.ledger_daily_totals d
    join accounts a on a.account_id = d.account_id and a.category = 'Revenue'
    where d.organization_id = p_organization_id
      and (d.entry_date between v_from and v_to or (v_has_compare and d.entry_date between p_compare_from and p_compare_to))
    group by d.account_id
  ), expenses as materialized (
    select d.account_id, d.function,
           coalesce(sum(d.debit - d.credit) filter (where d.entry_date between v_from and v_to), 0) as cur,
           coalesce(sum(d.debit - d.credit) filter (where v_has_compare and d.entry_date between p_compare_from and p_compare_to), 0) as cmp
    from private.ledger_function_daily_totals d
    where d.organization_id = p_organization_id
      and (d.entry_date between v_from and v_to or (v_has_compare and d.entry_date between p_compare_from and p_compare_to))
    group by d.account_id, d.function
  ), viii as (
    select coalesce(a.line, 'none') as line, array_agg(a.account_id) as ids, sum(r.cur) as cur, sum(r.cmp) as cmp
    from revenue r join accounts a on a.account_id = r.account_id
    group by coalesce(a.line, 'none')
  ), ix as (
    select coalesce(a.line, 'none') as line, array_agg(distinct a.account_id) as ids,
           sum(e.cur) as cur, sum(e.cur) filter (where e.function = 'program') as program,
           sum(e.cur) filter (where e.function = 'management_general') as management,
           sum(e.cur) filter (where e.function = 'fundraising') as fundraising, sum(e.cmp) as cmp
    from expenses e join accounts a on a.account_id = e.account_id
    group by coalesce(a.line, 'none')
  ), viii_rows as (
    select coalesce(l.sort, 1000) as sort, v.line, coalesce(l.label, 'Not on Part VIII (releases from restriction)') as label, v.ids, v.cur, v.cmp
    from viii v left join private.form_990_lines l on l.part = 'VIII' and l.line = v.line
    where v.cur <> 0 or v.cmp <> 0
  ), ix_rows as (
    select coalesce(l.sort, 1000) as sort, x.line, coalesce(l.label, 'Not mapped') as label, x.ids, x.cur,
           coalesce(x.program, 0) as program, coalesce(x.management, 0) as management, coalesce(x.fundraising, 0) as fundraising, x.cmp
    from ix x left join private.form_990_lines l on l.part = 'IX' and l.line = x.line
    where x.cur <> 0 or x.cmp <> 0
  ), vendors as (
    select v.id, v.name, case when v_full_tax_ids then coalesce(t.tax_id, v.tax_id) else v.tax_id end as tax_id,
           count(p.id) as payments, coalesce(sum(p.amount), 0) as total
    from public.vendors v
    left join public.vendor_tax_ids t on v_full_tax_ids and t.vendor_id = v.id
    join public.bills b on b.vendor_id = v.id and b.organization_id = v.organization_id
    join public.bill_payments p on p.bill_id = b.id and p.organization_id = v.organization_id
    where v.organization_id = p_organization_id and v.is_1099 and p.payment_date between v_year_from and v_year_to
    group by v.id, v.name, v.tax_id, t.tax_id
  ), runs as (
    select r.id, r.pay_date, r.period_start, r.period_end, r.status, r.total_gross, r.total_employee_taxes, r.total_employer_taxes
    from public.payroll_runs r
    where r.organization_id = p_organization_id and r.status in ('approved', 'paid') and r.pay_date between v_from and v_to
  )
  select v_from, v_to,
    case when v_has_compare then p_compare_from end,
    case when v_has_compare then p_compare_to end,
    json_build_object(
      'columns', (select json_agg(c.col order by c.ord) from (
         select 1 as ord, json_build_object('key', 'total', 'title', '(A) Total revenue') as col
         union all select 2, json_build_object('key', 'compare', 'title', 'Total ' || p_compare_from || ' – ' || p_compare_to) where v_has_compare) c),
      'rows', coalesce((select json_agg(x.row order by x.ord, x.sort) from (
         select 1 as ord, r.sort, json_build_object('key', 'viii:' || r.line, 'label', case when r.line = 'none' then r.label else r.line || ' ' || r.label end,
                  'kind', 'line', 'indent', 0,
                  'values', json_build_object('total', r.cur, 'compare', case when v_has_compare then r.cmp end),
                  'drill', json_build_object('total', private.report_slice(r.ids, null, v_from, v_to, p_sign => 'credit'),
                                             'compare', case when v_has_compare then private.report_slice(r.ids, null, p_compare_from, p_compare_to, p_sign => 'credit') end)) as row
         from viii_rows r
         union all
         select 2, 0, json_build_object('key', 'viii:total', 'label', '12 Total revenue', 'kind', 'total', 'indent', 0,
                  'values', json_build_object('total', coalesce(sum(r.cur), 0), 'compare', case when v_has_compare then coalesce(sum(r.cmp), 0) end),
                  'drill', json_build_object('total', private.report_slice(null, array['Revenue'], v_from, v_to, p_sign => 'credit'),
                                             'compare', case when v_has_compare then private.report_slice(null, array['Revenue'], p_compare_from, p_compare_to, p_sign => 'credit') end))
         from viii_rows r) x), '[]'::json)),
    json_build_object(
      'columns', (select json_agg(c.col order by c.ord) from (
         select 1 as ord, json_build_object('key', 'total', 'title', '(A) Total expenses') as col
         union all select 2, json_build_object('key', 'program', 'title', '(B) Program services')
         union all select 3, json_build_object('key', 'management_general', 'title', '(C) Management and general')
         union all select 4, json_build_object('key', 'fundraising', 'title', '(D) Fundraising')
         union all select 5, json_build_object('key', 'compare', 'title', 'Total ' || p_compare_from || ' – ' || p_compare_to) where v_has_compare) c),
      'rows', coalesce((select json_agg(x.row order by x.ord, x.sort) from (
         select 1 as ord, r.sort, json_build_object('key', 'ix:' || r.line, 'label', case when r.line = 'none' then r.label else r.line || ' ' || r.label end,
                  'kind', 'line', 'indent', 0,
                  'values', json_build_object('total', r.cur, 'program', r.program, 'management_general', r.management, 'fundraising', r.fundraising,
                                              'compare', case when v_has_compare then r.cmp end),
                  'drill', json_build_object(
                    'total', private.report_slice(r.ids, null, v_from, v_to, p_sign => 'debit'),
                    'program', private.report_slice(r.ids, null, v_from, v_to, p_function => 'program', p_sign => 'debit'),
                    'management_general', private.report_slice(r.ids, null, v_from, v_to, p_function => 'management_general', p_sign => 'debit'),
                    'fundraising', private.report_slice(r.ids, null, v_from, v_to, p_function => 'fundraising', p_sign => 'debit'),
                    'compare', case when v_has_compare then private.report_slice(r.ids, null, p_compare_from, p_compare_to, p_sign => 'debit') end)) as row
         from ix_rows r
         union all
         select 2, 0, json_build_object('key', 'ix:total', 'label', '25 Total functional expenses', 'kind', 'total', 'indent', 0,
                  'values', json_build_object('total', coalesce(sum(r.cur), 0), 'program', coalesce(sum(r.program), 0),
                                              'management_general', coalesce(sum(r.management), 0), 'fundraising', coalesce(sum(r.fundraising), 0),
                                              'compare', case when v_has_compare then coalesce(sum(r.cmp), 0) end),
                  'drill', json_build_object(
                    'total', private.report_slice(null, array['Expenses'], v_from, v_to, p_sign => 'debit'),
                    'program', private.report_slice(null, array['Expenses'], v_from, v_to, p_function => 'program', p_sign => 'debit'),
                    'management_general', private.report_slice(null, array['Expenses'], v_from, v_to, p_function => 'management_general', p_sign => 'debit'),
                    'fundraising', private.report_slice(null, array['Expenses'], v_from, v_to, p_function => 'fundraising', p_sign => 'debit'),
                    'compare', case when v_has_compare then private.report_slice(null, array['Expenses'], p_compare_from, p_compare_to, p_sign => 'debit') end))
         from ix_rows r) x), '[]'::json)),
    row(extract(year from v_to)::int,
        v_threshold,
        array(select row(v.id, v.name, case when v_full_tax_ids then v.tax_id else private.mask_tax_id(v.tax_id) end,
                         v.payments, v.total, v.total >= v_threshold)::public.form_1099_vendor
              from vendors v order by v.total desc, v.name),
        coalesce((select sum(v.total) from vendors v), 0),
        coalesce((select sum(v.total) from vendors v where v.total >= v_threshold), 0))::public.form_1099_vendors,
    row(array(select row(r.id, r.pay_date, r.period_start, r.period_end, r.status, r.total_gross, r.total_employee_taxes,
                         r.total_employer_taxes, r.total_employee_taxes + r.total_employer_taxes)::public.payroll_tax_run
              from runs r order by r.pay_date, r.id),
        coalesce((select sum(r.total_gross) from runs r), 0),
        coalesce((select sum(r.total_employee_taxes) from runs r), 0),
        coalesce((select sum(r.total_employer_taxes) from runs r), 0),
        coalesce((select sum(r.total_employee_taxes + r.total_employer_taxes) from runs r), 0),
        v_accrued,
        case when v_accrued is null then null else
          coalesce((select sum(d.credit - d.debit) from private.ledger_daily_totals d
                    where d.organization_id = p_organization_id and d.account_id = v_accrued and d.entry_date <= v_to), 0) end
    )::public.payroll_taxes
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.report_taxes(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date) from public, anon, authenticated, service_role;
grant execute on function public.report_taxes(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date) to authenticated, service_role;
