-- RPC for members: the General Ledger, and the drill-down of every report cell: the posted lines
-- of a slice (accounts or categories, period, fund, project, expense function, class, no project)
-- by account, date and posting time, one page at a time, with each account's opening, debits,
-- credits and closing and every line's running balance (continued across pages). p_sign: the
-- side that reads positive (default: each account's normal balance). The kept daily totals give
-- where each account and day starts in that order, so only the page's days are read from the
-- journal. p_closing_entries: the year-end closing and reopening entries count too (the ledger as
-- it stands after a close, as the chart of accounts and the post-closing trial balance read it);
-- without it they are left out, as the statements leave them out, so a drill-down's lines net to
-- its cell. The answer is a public.general_ledger_page.
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
  p_offset integer default 0,
  p_closing_entries boolean default false
)
returns public.general_ledger_page
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
  v_closing boolean := coalesce(p_closing_entries, false);
  v_result public.general_ledger_page;
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

  with totals as materialized (
    select t.*, a.code, a.name, a.category, a.normal_balance,
           case coalesce(p_sign, a.normal_balance) when 'credit' then -1 else 1 end as sign
    from private.report_slice_totals(p_organization_id, v_accounts, p_fund_id, p_project_id, v_no_project,
                                     p_function, p_restriction, p_from, v_to, v_closing) t
    join public.accounts a on a.id = t.account_id
    where t.opening <> 0 or t.line_count > 0
  ), days as materialized (
    -- Every (account, day) of the slice in the page order, with the lines before it.
    select d.account_id, d.entry_date, d.line_count, a.code,
           sum(d.line_count) over (order by a.code, d.account_id, d.entry_date) - d.line_count as start,
           sum(d.amount) over (partition by d.account_id order by d.entry_date) - d.amount as amount_before
    from private.report_slice_days(p_organization_id, v_accounts, p_fund_id, p_project_id, v_no_project,
                                   p_function, p_restriction, p_from, v_to, v_closing) d
    join public.accounts a on a.id = d.account_id
  ), cells as (
    select * from days where days.start < v_offset + v_limit and days.start + days.line_count > v_offset
  ), fetched as (
    select x.*, c.code as account_code, c.start + x.n - 1 as pos, c.amount_before + x.day_running as period_running
    from cells c
    cross join lateral (
      select l.id, e.id as entry_id, e.entry_date, e.created_at, l.line_number, l.account_id, a.name as account_name,
             case coalesce(p_sign, a.normal_balance) when 'credit' then -1 else 1 end as sign,
             f.id as fund_id, f.name as fund_name, p.id as project_id, p.name as project_name, l.function,
             coalesce(nullif(l.description, ''), e.description) as description, e.reference, e.source_type, e.source_id,
             l.debit, l.credit,
             row_number() over w as n,
             sum(l.debit - l.credit) over w as day_running
      from public.journal_entries e
      join public.journal_entry_lines l on l.journal_entry_id = e.id
      join public.accounts a on a.id = l.account_id
      join public.funds f on f.id = l.fund_id
      left join public.projects p on p.id = l.project_id
      where e.organization_id = p_organization_id
        and e.entry_date = c.entry_date
        and e.status = 'posted'
        and (v_closing or e.source_type not in ('year_end_close', 'year_end_reopen'))
        and l.account_id = c.account_id
        and (p_fund_id is null or l.fund_id = p_fund_id)
        and (p_project_id is null or l.project_id = p_project_id)
        and (not v_no_project or l.project_id is null)
        and (p_function is null or l.function = p_function)
        and (p_restriction is null or f.restriction = p_restriction)
      window w as (order by e.created_at, e.id, l.line_number, l.id rows between unbounded preceding and current row)
    ) x
  ), lines as (
    select r.*,
           r.sign * (coalesce((select t.opening from totals t where t.account_id = r.account_id), 0) + r.period_running) as running_balance
    from fetched r
    where r.pos >= v_offset and r.pos < v_offset + v_limit
  )
  select
    p_from,
    v_to,
    p_sign,
    array(select row(x.account_id, x.code, x.name, x.category, x.normal_balance,
                     case x.sign when -1 then 'credit' else 'debit' end,
                     x.sign * x.opening, x.debit, x.credit, x.sign * (x.debit - x.credit), x.sign * (x.opening + x.debit - x.credit),
                     x.line_count)::public.general_ledger_account
          from totals x order by x.code),
    (select row(coalesce(sum(x.sign * x.opening), 0), coalesce(sum(x.debit), 0), coalesce(sum(x.credit), 0),
                coalesce(sum(x.sign * (x.debit - x.credit)), 0), coalesce(sum(x.sign * (x.opening + x.debit - x.credit)), 0),
                coalesce(sum(x.line_count), 0))::public.general_ledger_totals
     from totals x),
    array(select row(r.id, r.entry_id, r.entry_date, r.account_id, r.account_code, r.account_name, r.fund_id, r.fund_name,
                     r.project_id, r.project_name, r.function, r.description, r.reference, r.source_type, r.source_id,
                     r.debit, r.credit, r.running_balance)::public.general_ledger_line
          from lines r order by r.pos)
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.report_ledger_lines(p_organization_id uuid, p_from date, p_to date, p_account_ids uuid[], p_categories text[], p_fund_id uuid, p_project_id uuid, p_function text, p_restriction text, p_no_project boolean, p_sign text, p_limit integer, p_offset integer, p_closing_entries boolean) from public, anon, authenticated, service_role;
grant execute on function public.report_ledger_lines(p_organization_id uuid, p_from date, p_to date, p_account_ids uuid[], p_categories text[], p_fund_id uuid, p_project_id uuid, p_function text, p_restriction text, p_no_project boolean, p_sign text, p_limit integer, p_offset integer, p_closing_entries boolean) to authenticated, service_role;
