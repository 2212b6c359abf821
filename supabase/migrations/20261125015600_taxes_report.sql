-- Taxes Report (issue 15, point 10): a Form 990 helper, 1099 vendors and payroll tax liabilities.
--
-- Form 990: every revenue account maps to a line of Part VIII (Statement of Revenue) and every
-- expense account to a line of Part IX (Statement of Functional Expenses), in
-- private.form_990_mappings (one row per account; defaults below for the default chart, and for
-- new accounts by name; owners and admins change them with set_form_990_line, null restores the
-- default). The release account maps to no line (a reclassification, not revenue). Part VIII
-- column (A) is credits - debits of the period; Part IX columns (A) total, (B) program services,
-- (C) management and general, (D) fundraising come from the kept totals by expense function, so
-- Part IX's total equals total expenses and the Program Expense Analysis.
-- 1099: vendors flagged is_1099, with their bill payments in the calendar year of the period's end
-- and whether they reach organization_settings.form_1099_threshold (default $600).
-- Payroll taxes: each approved or paid payroll run of the period (by pay date) with the taxes
-- withheld from employees and the employer's taxes, and the ledger balance of the accrued payroll
-- liabilities account at the period's end.

create table private.form_990_lines (
  part text not null check (part in ('VIII', 'IX')),
  line text not null,
  label text not null,
  sort integer not null,
  primary key (part, line)
);
revoke all on private.form_990_lines from public;
insert into private.form_990_lines (part, line, label, sort) values
  ('VIII', '1a', 'Federated campaigns', 10), ('VIII', '1b', 'Membership dues', 11), ('VIII', '1c', 'Fundraising events (contributions)', 12),
  ('VIII', '1d', 'Related organizations', 13), ('VIII', '1e', 'Government grants (contributions)', 14),
  ('VIII', '1f', 'All other contributions, gifts, grants, and similar amounts', 15),
  ('VIII', '2', 'Program service revenue', 20), ('VIII', '3', 'Investment income', 30), ('VIII', '4', 'Income from investment of tax-exempt bond proceeds', 40),
  ('VIII', '5', 'Royalties', 50), ('VIII', '6', 'Net rental income', 60), ('VIII', '7', 'Net gain or loss from sales of assets', 70),
  ('VIII', '8', 'Net income from fundraising events', 80), ('VIII', '9', 'Net income from gaming activities', 90),
  ('VIII', '10', 'Net income from sales of inventory', 100), ('VIII', '11', 'Other revenue', 110),
  ('IX', '1', 'Grants and other assistance to domestic organizations and governments', 10),
  ('IX', '2', 'Grants and other assistance to domestic individuals', 20), ('IX', '3', 'Grants and other assistance to foreign organizations and individuals', 30),
  ('IX', '5', 'Compensation of current officers, directors, trustees, and key employees', 50),
  ('IX', '7', 'Other salaries and wages', 70), ('IX', '8', 'Pension plan accruals and contributions', 80), ('IX', '9', 'Other employee benefits', 90),
  ('IX', '10', 'Payroll taxes', 100), ('IX', '11a', 'Fees for services: management', 111), ('IX', '11b', 'Fees for services: legal', 112),
  ('IX', '11c', 'Fees for services: accounting', 113), ('IX', '11d', 'Fees for services: lobbying', 114),
  ('IX', '11e', 'Professional fundraising services', 115), ('IX', '11f', 'Investment management fees', 116), ('IX', '11g', 'Fees for services: other', 117),
  ('IX', '12', 'Advertising and promotion', 120), ('IX', '13', 'Office expenses', 130), ('IX', '14', 'Information technology', 140),
  ('IX', '15', 'Royalties', 150), ('IX', '16', 'Occupancy', 160), ('IX', '17', 'Travel', 170),
  ('IX', '18', 'Payments of travel or entertainment expenses for public officials', 180), ('IX', '19', 'Conferences, conventions, and meetings', 190),
  ('IX', '20', 'Interest', 200), ('IX', '21', 'Payments to affiliates', 210), ('IX', '22', 'Depreciation, depletion, and amortization', 220),
  ('IX', '23', 'Insurance', 230), ('IX', '24a', 'Other expenses: food and program supplies', 241), ('IX', '24e', 'All other expenses', 245);

create table private.form_990_mappings (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_id uuid not null,
  line text,
  updated_at timestamptz not null default now(),
  primary key (organization_id, account_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id) on delete cascade
);
alter table private.form_990_mappings enable row level security;
revoke all on private.form_990_mappings from public;

-- The default 990 line of an account: by system key for the default chart, else by name within
-- its category; null for the release account and for accounts that are not revenue or expenses.
create or replace function private.default_990_line(p_category text, p_system_key text, p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_category not in ('Revenue', 'Expenses') or p_system_key = 'released_from_restriction' then null
    when p_category = 'Revenue' then case
      when p_system_key in ('contributions', 'in_kind_contributions') then '1f'
      when p_system_key = 'grants' then '1e'
      when p_system_key = 'program_fees' then '2'
      when p_system_key = 'special_events' then '1c'
      when p_system_key = 'investment_income' then '3'
      when coalesce(p_name, '') ~* '(government|federal|state|county|city).*grant' then '1e'
      when coalesce(p_name, '') ~* '(contribut|donat|gift|grant|in.?kind|bequest)' then '1f'
      when coalesce(p_name, '') ~* '(dues|membership)' then '1b'
      when coalesce(p_name, '') ~* '(event|gala)' then '1c'
      when coalesce(p_name, '') ~* '(program|service|fee|tuition)' then '2'
      when coalesce(p_name, '') ~* '(interest|dividend|investment)' then '3'
      when coalesce(p_name, '') ~* '(rent|rental)' then '6'
      when coalesce(p_name, '') ~* '(sale|inventory)' then '10'
      else '11' end
    else case
      when p_system_key = 'salaries' then '7'
      when p_system_key = 'payroll_taxes' then '10'
      when p_system_key = 'benefits' then '9'
      when p_system_key in ('rent', 'utilities') then '16'
      when p_system_key = 'supplies' then '13'
      when p_system_key = 'food_purchases' then '24a'
      when p_system_key = 'travel' then '17'
      when p_system_key = 'professional_fees' then '11g'
      when p_system_key = 'insurance' then '23'
      when p_system_key = 'depreciation' then '22'
      when coalesce(p_name, '') ~* '(officer|director|executive) (salar|comp)' then '5'
      when coalesce(p_name, '') ~* '(salar|wage)' then '7'
      when coalesce(p_name, '') ~* '(pension|retirement|401)' then '8'
      when coalesce(p_name, '') ~* 'benefit' then '9'
      when coalesce(p_name, '') ~* 'payroll tax' then '10'
      when coalesce(p_name, '') ~* 'legal' then '11b'
      when coalesce(p_name, '') ~* '(accounting|audit)' then '11c'
      when coalesce(p_name, '') ~* '(professional|consult|contract)' then '11g'
      when coalesce(p_name, '') ~* '(advertis|marketing|promotion)' then '12'
      when coalesce(p_name, '') ~* '(office|postage|printing|supplies)' then '13'
      when coalesce(p_name, '') ~* '(software|computer|technology|internet)' then '14'
      when coalesce(p_name, '') ~* '(rent|utilit|occupancy|repair|maintenance)' then '16'
      when coalesce(p_name, '') ~* '(travel|mileage)' then '17'
      when coalesce(p_name, '') ~* '(conference|meeting|training)' then '19'
      when coalesce(p_name, '') ~* 'interest' then '20'
      when coalesce(p_name, '') ~* 'depreciation' then '22'
      when coalesce(p_name, '') ~* 'insurance' then '23'
      when coalesce(p_name, '') ~* '(grant|assistance|scholarship)' then '2'
      when coalesce(p_name, '') ~* '(food|program)' then '24a'
      else '24e' end
  end
$$;

-- Each account's 990 part and line: the mapping, else the default.
create or replace function private.form_990_accounts(p_org uuid)
returns table (account_id uuid, code text, name text, category text, part text, line text, is_default boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.code, a.name, a.category, case a.category when 'Revenue' then 'VIII' else 'IX' end,
         case when m.account_id is not null then m.line else private.default_990_line(a.category, a.system_key, a.name) end,
         m.account_id is null
  from public.accounts a
  left join private.form_990_mappings m on m.organization_id = a.organization_id and m.account_id = a.id
  where a.organization_id = p_org and a.category in ('Revenue', 'Expenses') and not a.is_placeholder
$$;

-- RPC: the 990 line of every revenue and expense account, with the lines to choose from.
create or replace function public.list_form_990_mapping(p_organization_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return json_build_object(
    'accounts', coalesce((select json_agg(json_build_object('account_id', f.account_id, 'code', f.code, 'name', f.name, 'part', f.part,
                                                           'line', f.line, 'is_default', f.is_default) order by f.code)
                          from private.form_990_accounts(p_organization_id) f), '[]'::json),
    'lines', (select json_agg(json_build_object('part', l.part, 'line', l.line, 'label', l.label) order by l.part desc, l.sort) from private.form_990_lines l));
end;
$$;

-- RPC: owners and admins map an account to a 990 line of its part (null or '': back to the default).
create or replace function public.set_form_990_line(p_organization_id uuid, p_account_id uuid, p_line text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_category text;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin'], 'Only owners and admins can change the Form 990 mapping');
  p_line := nullif(btrim(p_line), '');
  select a.category into v_category from public.accounts a where a.id = p_account_id and a.organization_id = p_organization_id;
  if v_category is null or v_category not in ('Revenue', 'Expenses') then
    raise exception 'Only revenue and expense accounts map to Form 990 lines' using errcode = 'P0001';
  end if;
  if p_line is null then
    delete from private.form_990_mappings m where m.organization_id = p_organization_id and m.account_id = p_account_id;
    return;
  end if;
  if not exists (select 1 from private.form_990_lines l where l.part = case v_category when 'Revenue' then 'VIII' else 'IX' end and l.line = p_line) then
    raise exception 'Line % is not a line of Part %', p_line, case v_category when 'Revenue' then 'VIII' else 'IX' end using errcode = 'P0001';
  end if;
  insert into private.form_990_mappings (organization_id, account_id, line, updated_at)
  values (p_organization_id, p_account_id, p_line, now())
  on conflict (organization_id, account_id) do update set line = excluded.line, updated_at = now();
end;
$$;

-- RPC: the Taxes Report for [p_from, p_to] (default: the fiscal year to date), optionally beside a
-- comparison period. Returns {part_viii, part_ix} as display tables (see 20261125015300) and
-- {vendors_1099, payroll} as lists with their totals.
create or replace function public.report_taxes(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_from date default null,
  p_compare_to date default null
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
  v_year_from date;
  v_year_to date;
  v_threshold numeric;
  v_accrued uuid;
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  perform private.report_check_period(v_from, v_to, p_compare_from, p_compare_to);
  v_year_from := make_date(extract(year from v_to)::int, 1, 1);
  v_year_to := make_date(extract(year from v_to)::int, 12, 31);
  select coalesce(s.form_1099_threshold, 600) into v_threshold from public.organization_settings s where s.organization_id = p_organization_id;
  v_threshold := coalesce(v_threshold, 600);
  select a.id into v_accrued from public.accounts a where a.organization_id = p_organization_id and a.system_key = 'accrued_payroll';

  return (
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
      select v.id, v.name, v.tax_id, count(p.id) as payments, coalesce(sum(p.amount), 0) as total
      from public.vendors v
      join public.bills b on b.vendor_id = v.id and b.organization_id = v.organization_id
      join public.bill_payments p on p.bill_id = b.id and p.organization_id = v.organization_id
      where v.organization_id = p_organization_id and v.is_1099 and p.payment_date between v_year_from and v_year_to
      group by v.id, v.name, v.tax_id
    ), runs as (
      select r.id, r.pay_date, r.period_start, r.period_end, r.status, r.total_gross, r.total_employee_taxes, r.total_employer_taxes
      from public.payroll_runs r
      where r.organization_id = p_organization_id and r.status in ('approved', 'paid') and r.pay_date between v_from and v_to
    )
    select json_build_object(
      'from', v_from, 'to', v_to,
      'compare_from', case when v_has_compare then p_compare_from end,
      'compare_to', case when v_has_compare then p_compare_to end,
      'part_viii', json_build_object(
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
      'part_ix', json_build_object(
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
      'vendors_1099', json_build_object(
        'year', extract(year from v_to)::int,
        'threshold', v_threshold,
        'rows', coalesce((select json_agg(json_build_object('vendor_id', v.id, 'name', v.name,
                   'tax_id', case when v.tax_id is null then null else '***' || right(v.tax_id, 4) end,
                   'payments', v.payments, 'total', v.total, 'reportable', v.total >= v_threshold) order by v.total desc, v.name) from vendors v), '[]'::json),
        'total', coalesce((select sum(v.total) from vendors v), 0),
        'reportable_total', coalesce((select sum(v.total) from vendors v where v.total >= v_threshold), 0)),
      'payroll', json_build_object(
        'rows', coalesce((select json_agg(json_build_object('run_id', r.id, 'pay_date', r.pay_date, 'period_start', r.period_start, 'period_end', r.period_end,
                   'status', r.status, 'gross', r.total_gross, 'employee_taxes', r.total_employee_taxes, 'employer_taxes', r.total_employer_taxes,
                   'total_taxes', r.total_employee_taxes + r.total_employer_taxes) order by r.pay_date, r.id) from runs r), '[]'::json),
        'gross', coalesce((select sum(r.total_gross) from runs r), 0),
        'employee_taxes', coalesce((select sum(r.total_employee_taxes) from runs r), 0),
        'employer_taxes', coalesce((select sum(r.total_employer_taxes) from runs r), 0),
        'total_taxes', coalesce((select sum(r.total_employee_taxes + r.total_employer_taxes) from runs r), 0),
        'accrued_account_id', v_accrued,
        'accrued_liabilities', case when v_accrued is null then null else
          coalesce((select sum(d.credit - d.debit) from private.ledger_daily_totals d
                    where d.organization_id = p_organization_id and d.account_id = v_accrued and d.entry_date <= v_to), 0) end)
    )
  );
end;
$$;

revoke execute on function private.default_990_line(text, text, text) from public;
revoke execute on function private.form_990_accounts(uuid) from public;
revoke execute on function public.list_form_990_mapping(uuid) from public, anon;
revoke execute on function public.set_form_990_line(uuid, uuid, text) from public, anon;
revoke execute on function public.report_taxes(uuid, date, date, date, date) from public, anon;
grant execute on function public.list_form_990_mapping(uuid) to authenticated, service_role;
grant execute on function public.set_form_990_line(uuid, uuid, text) to authenticated, service_role;
grant execute on function public.report_taxes(uuid, date, date, date, date) to authenticated, service_role;
