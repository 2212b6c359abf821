-- report_ledger_lines at a million lines (issue 15, point 13): the page of one account's lines no
-- longer sorts every line of the account in the period (a year of a cash account is a quarter of a
-- million lines) before taking 50: for one account it walks the entries in date order through
-- journal_entries_org_date_idx and stops after the page; several accounts still sort by account code
-- first (their lines are fewer: a category, a function, a fund). Same arguments, same json as
-- 20261125015100.

create or replace function public.report_ledger_lines(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_account_ids uuid[] default null,
  p_categories text[] default null,
  p_fund_id uuid default null,
  p_project_id uuid default null,
  p_function text default null,
  p_restriction text default null,
  p_no_project boolean default false,
  p_sign text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_accounts uuid[];
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_no_project boolean := coalesce(p_no_project, false);
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  if p_from is not null and p_from > v_to then
    raise exception 'The period starts after it ends.' using errcode = 'P0001';
  end if;
  if p_function is not null and p_function not in ('program', 'management_general', 'fundraising') then
    raise exception 'Unknown expense function: %', p_function using errcode = 'P0001';
  end if;
  if p_restriction is not null and p_restriction not in ('without_donor_restrictions', 'with_donor_restrictions') then
    raise exception 'Unknown net asset class: %', p_restriction using errcode = 'P0001';
  end if;
  if p_sign is not null and p_sign not in ('debit', 'credit') then
    raise exception 'The sign is debit or credit' using errcode = 'P0001';
  end if;

  select coalesce(array_agg(a.id), '{}') into v_accounts
  from public.accounts a
  where a.organization_id = p_organization_id
    and (p_account_ids is null or a.id = any (p_account_ids))
    and (p_categories is null or a.category = any (p_categories));

  return (
    with raw_page as materialized (
      -- One account (the General Ledger of an account, most drill-downs): walk the entries in date
      -- order (journal_entries_org_date_idx) and stop after the page. Several accounts: by code first.
      (select l.id, e.id as entry_id, e.entry_date, e.created_at, l.line_number, a.id as account_id, a.code as account_code,
             a.name as account_name, case coalesce(p_sign, a.normal_balance) when 'credit' then -1 else 1 end as sign,
             f.id as fund_id, f.name as fund_name, p.id as project_id, p.name as project_name, l.function,
             coalesce(nullif(l.description, ''), e.description) as description, e.reference, e.source_type, e.source_id,
             l.debit, l.credit
      from public.journal_entries e
      join public.journal_entry_lines l on l.journal_entry_id = e.id
      join public.accounts a on a.id = l.account_id
      join public.funds f on f.id = l.fund_id
      left join public.projects p on p.id = l.project_id
      where e.organization_id = p_organization_id
        and l.organization_id = p_organization_id
        and e.status = 'posted'
        and e.source_type not in ('year_end_close', 'year_end_reopen')
        and e.entry_date <= v_to
        and (p_from is null or e.entry_date >= p_from)
        and (p_fund_id is null or l.fund_id = p_fund_id)
        and (p_project_id is null or l.project_id = p_project_id)
        and (not v_no_project or l.project_id is null)
        and (p_function is null or l.function = p_function)
        and (p_restriction is null or f.restriction = p_restriction)
        and cardinality(v_accounts) = 1 and l.account_id = v_accounts[1]
      order by e.entry_date, e.created_at, e.id, l.line_number, l.id
      limit v_limit offset v_offset)
      union all
      (select l.id, e.id as entry_id, e.entry_date, e.created_at, l.line_number, a.id as account_id, a.code as account_code,
             a.name as account_name, case coalesce(p_sign, a.normal_balance) when 'credit' then -1 else 1 end as sign,
             f.id as fund_id, f.name as fund_name, p.id as project_id, p.name as project_name, l.function,
             coalesce(nullif(l.description, ''), e.description) as description, e.reference, e.source_type, e.source_id,
             l.debit, l.credit
      from public.journal_entries e
      join public.journal_entry_lines l on l.journal_entry_id = e.id
      join public.accounts a on a.id = l.account_id
      join public.funds f on f.id = l.fund_id
      left join public.projects p on p.id = l.project_id
      where e.organization_id = p_organization_id
        and l.organization_id = p_organization_id
        and e.status = 'posted'
        and e.source_type not in ('year_end_close', 'year_end_reopen')
        and e.entry_date <= v_to
        and (p_from is null or e.entry_date >= p_from)
        and (p_fund_id is null or l.fund_id = p_fund_id)
        and (p_project_id is null or l.project_id = p_project_id)
        and (not v_no_project or l.project_id is null)
        and (p_function is null or l.function = p_function)
        and (p_restriction is null or f.restriction = p_restriction)
        and cardinality(v_accounts) <> 1 and l.account_id = any (v_accounts)
      order by a.code, e.entry_date, e.created_at, e.id, l.line_number, l.id
      limit v_limit offset v_offset)
    ), page as (
      select r.*, row_number() over (order by r.account_code, r.entry_date, r.created_at, r.entry_id, r.line_number, r.id) as ord
      from raw_page r
    ), first_line as (
      select r.* from page r order by r.ord limit 1
    ), first_before as (
      -- The period's lines of the first line's account on earlier pages (none on the first page).
      select fl.account_id,
             coalesce((select sum(t.debit - t.credit)
                       from private.report_slice_totals(p_organization_id, array[fl.account_id], p_fund_id, p_project_id, v_no_project,
                                                        p_function, p_restriction, coalesce(p_from, '-infinity'::date), fl.entry_date - 1) t), 0)
             + coalesce((select sum(l.debit - l.credit)
                         from public.journal_entry_lines l
                         join public.journal_entries e on e.id = l.journal_entry_id
                         join public.funds f on f.id = l.fund_id
                         where e.organization_id = p_organization_id and e.entry_date = fl.entry_date and e.status = 'posted'
                           and e.source_type not in ('year_end_close', 'year_end_reopen')
                           and l.account_id = fl.account_id
                           and (e.created_at, e.id, l.line_number, l.id) < (fl.created_at, fl.entry_id, fl.line_number, fl.id)
                           and (p_fund_id is null or l.fund_id = p_fund_id)
                           and (p_project_id is null or l.project_id = p_project_id)
                           and (not v_no_project or l.project_id is null)
                           and (p_function is null or l.function = p_function)
                           and (p_restriction is null or f.restriction = p_restriction)), 0) as amount
      from first_line fl
      where v_offset > 0
    ), totals as (
      select t.*, a.code, a.name, a.category, a.normal_balance,
             case coalesce(p_sign, a.normal_balance) when 'credit' then -1 else 1 end as sign
      from private.report_slice_totals(p_organization_id, v_accounts, p_fund_id, p_project_id, v_no_project,
                                       p_function, p_restriction, p_from, v_to) t
      join public.accounts a on a.id = t.account_id
      where t.opening <> 0 or t.line_count > 0
    ), lines as (
      select r.*,
             r.sign * (
               coalesce((select x.opening from totals x where x.account_id = r.account_id), 0)
               + coalesce((select b.amount from first_before b where b.account_id = r.account_id), 0)
               + sum(r.debit - r.credit) over (partition by r.account_id order by r.ord rows between unbounded preceding and current row)
             ) as running_balance
      from page r
    )
    select json_build_object(
      'from', p_from,
      'to', v_to,
      'sign', p_sign,
      'accounts', coalesce((select json_agg(json_build_object(
          'account_id', x.account_id, 'code', x.code, 'name', x.name, 'category', x.category, 'normal_balance', x.normal_balance,
          'sign', case x.sign when -1 then 'credit' else 'debit' end,
          'opening', x.sign * x.opening, 'debit', x.debit, 'credit', x.credit,
          'net', x.sign * (x.debit - x.credit), 'closing', x.sign * (x.opening + x.debit - x.credit),
          'line_count', x.line_count) order by x.code) from totals x), '[]'::json),
      'totals', (select json_build_object(
          'opening', coalesce(sum(x.sign * x.opening), 0),
          'debit', coalesce(sum(x.debit), 0),
          'credit', coalesce(sum(x.credit), 0),
          'net', coalesce(sum(x.sign * (x.debit - x.credit)), 0),
          'closing', coalesce(sum(x.sign * (x.opening + x.debit - x.credit)), 0),
          'line_count', coalesce(sum(x.line_count), 0)) from totals x),
      'lines', coalesce((select json_agg(json_build_object(
          'id', r.id, 'entry_id', r.entry_id, 'entry_date', r.entry_date, 'account_id', r.account_id,
          'account_code', r.account_code, 'account_name', r.account_name, 'fund_id', r.fund_id, 'fund_name', r.fund_name,
          'project_id', r.project_id, 'project_name', r.project_name, 'function', r.function,
          'description', r.description, 'reference', r.reference, 'source_type', r.source_type, 'source_id', r.source_id,
          'debit', r.debit, 'credit', r.credit, 'running_balance', r.running_balance) order by r.ord) from lines r), '[]'::json)
    )
  );
end;
$$;

