-- The dashboard's figures, read from the ledger only: get_dashboard_summary(p_organization_id).
--
-- Why a daily totals table: journal_entry_lines carry no date (the date is the entry's), so any
-- figure "as of today" or "this fiscal year" over the raw lines joins every line of the
-- organization to its entry: about a second at a million lines. private.ledger_daily_totals keeps
-- posted lines summed per (organization, account, fund, project, day), maintained by
-- statement-level triggers, so the dashboard reads at most a few tens of thousands of small rows
-- (accounts x funds x days used) whatever the number of lines. Days, not months, so that "as of
-- today" and fiscal years cut exactly.
--
-- It stays exact because posted lines never change: a posted entry and its lines are immutable
-- (corrections are reversals, which are new posted lines), lines join a posted entry only in the
-- transaction that created it (the insert trigger sees them), a draft's lines count from the
-- moment the draft becomes posted (the update trigger), and draft lines never count. Deleting an
-- organization cascades here too. It lives in schema private: no API role can read or write it.

create table private.ledger_daily_totals (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_id uuid not null,
  fund_id uuid not null,
  project_id uuid,
  entry_date date not null,
  debit numeric not null default 0,
  credit numeric not null default 0,
  line_count integer not null default 0,
  constraint ledger_daily_totals_key unique nulls not distinct (organization_id, account_id, fund_id, project_id, entry_date)
);
alter table private.ledger_daily_totals enable row level security;
revoke all on private.ledger_daily_totals from public;

-- Adds lines to the totals. Rows are upserted in key order so that two concurrent postings lock
-- shared total rows in the same order (no deadlock, only a short wait on a hot cash row).
create or replace function private.add_to_ledger_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'journal_entry_lines' then
    insert into private.ledger_daily_totals as t (organization_id, account_id, fund_id, project_id, entry_date, debit, credit, line_count)
    select l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date, sum(l.debit), sum(l.credit), count(*)::int
    from new_lines l
    join public.journal_entries e on e.id = l.journal_entry_id
    where e.status = 'posted'
    group by l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date
    order by l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date
    on conflict on constraint ledger_daily_totals_key do update
      set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit, line_count = t.line_count + excluded.line_count;
  else
    -- Drafts that became posted in this statement: their lines count from now on.
    insert into private.ledger_daily_totals as t (organization_id, account_id, fund_id, project_id, entry_date, debit, credit, line_count)
    select l.organization_id, l.account_id, l.fund_id, l.project_id, n.entry_date, sum(l.debit), sum(l.credit), count(*)::int
    from new_entries n
    join old_entries o on o.id = n.id
    join public.journal_entry_lines l on l.journal_entry_id = n.id
    where n.status = 'posted' and o.status is distinct from 'posted'
    group by l.organization_id, l.account_id, l.fund_id, l.project_id, n.entry_date
    order by l.organization_id, l.account_id, l.fund_id, l.project_id, n.entry_date
    on conflict on constraint ledger_daily_totals_key do update
      set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit, line_count = t.line_count + excluded.line_count;
  end if;
  return null;
end;
$$;

create trigger journal_entry_lines_daily_totals
  after insert on public.journal_entry_lines
  referencing new table as new_lines
  for each statement execute function private.add_to_ledger_totals();

create trigger journal_entries_daily_totals
  after update on public.journal_entries
  referencing old table as old_entries new table as new_entries
  for each statement execute function private.add_to_ledger_totals();

-- Everything posted before this migration.
insert into private.ledger_daily_totals (organization_id, account_id, fund_id, project_id, entry_date, debit, credit, line_count)
select l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date, sum(l.debit), sum(l.credit), count(*)::int
from public.journal_entry_lines l
join public.journal_entries e on e.id = l.journal_entry_id
where e.status = 'posted'
group by l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date;

-- Cash on hand counts the asset accounts that hold money: the chart's cash and savings accounts,
-- the organization's default cash account, and any asset account of type Bank a user adds.
create or replace function private.is_cash_account(p_account public.accounts, p_type_name text, p_default_cash uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_account.category = 'Assets'
     and (p_account.system_key in ('cash', 'savings') or p_account.id = p_default_cash or p_type_name = 'Bank')
$$;

-- RPC: the dashboard of one organization, as of today in the organization's time zone.
-- Every figure comes from posted ledger lines dated on or before today; documents are not read.
create or replace function public.get_dashboard_summary(p_organization_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_settings public.organization_settings;
  v_today date;
  v_fy_start date;
  v_series_start date;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select * into v_settings from public.organization_settings s where s.organization_id = p_organization_id;
  begin
    v_today := (now() at time zone coalesce(v_settings.time_zone, 'UTC'))::date;
  exception when others then
    -- An unknown time zone name must not hide the dashboard: fall back to UTC.
    v_today := (now() at time zone 'UTC')::date;
  end;
  -- The fiscal year that contains today, from the organization's first fiscal month (default January).
  v_fy_start := make_date(
    extract(year from v_today)::int - case when extract(month from v_today)::int < coalesce(v_settings.fiscal_year_start_month, 1) then 1 else 0 end,
    coalesce(v_settings.fiscal_year_start_month, 1)::int, 1);
  v_series_start := (date_trunc('month', v_today) - interval '11 months')::date;

  return (
    with totals as materialized (
      select d.account_id, d.fund_id, d.project_id, d.entry_date, d.debit, d.credit, a.category,
             private.is_cash_account(a, at.name, v_settings.default_cash_account_id) as is_cash
      from private.ledger_daily_totals d
      join public.accounts a on a.id = d.account_id
      left join public.account_types at on at.id = a.account_type_id
      where d.organization_id = p_organization_id and d.entry_date <= v_today
    ),
    fund_balances as (
      select f.id, f.name, f.code, f.restriction, f.is_active,
             coalesce((select sum(t.credit - t.debit) from totals t
                       where t.fund_id = f.id and t.category in ('Net Assets', 'Revenue', 'Expenses')), 0) as balance
      from public.funds f where f.organization_id = p_organization_id
    ),
    cash_accounts as (
      select a.id, a.code, a.name,
             coalesce((select sum(t.debit - t.credit) from totals t where t.account_id = a.id), 0) as balance
      from public.accounts a
      left join public.account_types at on at.id = a.account_type_id
      where a.organization_id = p_organization_id and not a.is_placeholder
        and private.is_cash_account(a, at.name, v_settings.default_cash_account_id)
    ),
    months as (
      select m::date as month from generate_series(v_series_start, date_trunc('month', v_today)::date, interval '1 month') m
    ),
    recent as (
      select e.id, e.entry_date, e.description, e.reference, e.source_type, e.created_at,
             (select coalesce(sum(l.debit), 0) from public.journal_entry_lines l where l.journal_entry_id = e.id) as amount,
             (select coalesce(sum(l.debit - l.credit), 0)
                from public.journal_entry_lines l
                join public.accounts a on a.id = l.account_id
                left join public.account_types at on at.id = a.account_type_id
               where l.journal_entry_id = e.id and private.is_cash_account(a, at.name, v_settings.default_cash_account_id)) as cash_change
      from public.journal_entries e
      where e.organization_id = p_organization_id and e.status = 'posted' and e.entry_date <= v_today
      order by e.entry_date desc, e.created_at desc, e.id
      limit 8
    )
    select json_build_object(
      'organization_id', p_organization_id,
      'as_of', v_today,
      'currency', coalesce(v_settings.currency, 'USD'),
      'fiscal_year', json_build_object(
        'start_month', coalesce(v_settings.fiscal_year_start_month, 1),
        'start', v_fy_start,
        'end', (v_fy_start + interval '1 year' - interval '1 day')::date),
      'has_ledger', exists (select 1 from private.ledger_daily_totals d where d.organization_id = p_organization_id),
      'cash_on_hand', coalesce((select sum(c.balance) from cash_accounts c), 0),
      'cash_accounts', coalesce((select json_agg(json_build_object('id', c.id, 'code', c.code, 'name', c.name, 'balance', c.balance) order by c.code) from cash_accounts c), '[]'::json),
      'revenue', coalesce((select sum(t.credit - t.debit) from totals t where t.category = 'Revenue' and t.entry_date >= v_fy_start), 0),
      'expenses', coalesce((select sum(t.debit - t.credit) from totals t where t.category = 'Expenses' and t.entry_date >= v_fy_start), 0),
      'net_assets', json_build_object(
        'without_donor_restrictions', coalesce((select sum(f.balance) from fund_balances f where f.restriction = 'without_donor_restrictions'), 0),
        'with_donor_restrictions', coalesce((select sum(f.balance) from fund_balances f where f.restriction = 'with_donor_restrictions'), 0),
        'total', coalesce((select sum(f.balance) from fund_balances f), 0)),
      'funds', coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'code', f.code, 'restriction', f.restriction, 'balance', f.balance) order by f.name)
                         from fund_balances f where f.is_active or f.balance <> 0), '[]'::json),
      'monthly', (
        select json_agg(json_build_object(
                 'month', m.month,
                 'revenue', coalesce(s.revenue, 0),
                 'expenses', coalesce(s.expenses, 0)) order by m.month)
        from months m
        left join (
          select date_trunc('month', t.entry_date)::date as month,
                 sum(t.credit - t.debit) filter (where t.category = 'Revenue') as revenue,
                 sum(t.debit - t.credit) filter (where t.category = 'Expenses') as expenses
          from totals t
          where t.entry_date >= v_series_start and t.category in ('Revenue', 'Expenses')
          group by 1
        ) s on s.month = m.month),
      'recent_transactions', coalesce((
        select json_agg(json_build_object(
                 'id', r.id, 'entry_date', r.entry_date, 'description', r.description, 'reference', r.reference,
                 'source_type', r.source_type, 'amount', r.amount, 'cash_change', r.cash_change)
               order by r.entry_date desc, r.created_at desc, r.id)
        from recent r), '[]'::json),
      'projects', coalesce((
        select json_agg(json_build_object(
                 'id', p.id, 'name', p.name, 'code', p.code, 'status', p.status, 'budget', p.budget,
                 'start_date', p.start_date, 'end_date', p.end_date,
                 'spent', coalesce((select sum(t.debit - t.credit) from totals t where t.project_id = p.id and t.category = 'Expenses'), 0))
               order by p.name)
        from public.projects p
        where p.organization_id = p_organization_id and p.status in ('active', 'planned', 'on_hold')), '[]'::json)
    )
  );
end;
$$;

revoke execute on function public.get_dashboard_summary(uuid) from public, anon;
grant execute on function public.get_dashboard_summary(uuid) to authenticated, service_role;
revoke execute on function private.add_to_ledger_totals() from public;
revoke execute on function private.is_cash_account(public.accounts, text, uuid) from public;
