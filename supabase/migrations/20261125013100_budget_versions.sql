-- Budgets as versions of a plan (issue 14 points 1-4, issue 15 point 5): a budget is a draft,
-- approved or archived version for one scope (fiscal year, optional fund, optional project), with
-- one amount per month for each revenue and expense account. At most ONE approved budget per scope:
-- it is the plan that budget vs. actual, the dashboard and the project pages read (docs/budgets.md).
--
-- Model decisions:
--   * fiscal_year is the calendar year in which the fiscal year STARTS (start_date = that year's
--     fiscal_year_start_month, day 1; end_date twelve months later less a day);
--   * period_month is the month of the FISCAL year (1 = the budget's start month), never null; an
--     old line without a month is spread over the twelve months (cents to the last month);
--   * amounts are in the account's natural direction (revenue credit-positive, expense
--     debit-positive), like the actuals they are compared with;
--   * only a draft's lines change; approved and archived versions are frozen (copy to a new draft);
--   * variance = actual - budget for every account; favourable when revenue is over budget or an
--     expense under budget (the screen colours by account kind from this sign).

-- 1. Status draft / approved / archived (the old 'closed' is archived), version number per scope.
alter table public.budgets drop constraint budgets_status_check;
update public.budgets set status = 'archived' where status = 'closed';
alter table public.budgets add constraint budgets_status_check check (status in ('draft', 'approved', 'archived'));
alter table public.budgets
  add column version integer not null default 1,
  add column approved_at timestamptz,
  add column approved_by uuid references auth.users (id) on delete set null;

-- Keep the newest approved budget of a scope approved, should older data hold two.
update public.budgets b set status = 'archived'
where b.status = 'approved' and exists (
  select 1 from public.budgets o
  where o.organization_id = b.organization_id and o.fiscal_year = b.fiscal_year and o.status = 'approved'
    and o.fund_id is not distinct from b.fund_id and o.project_id is not distinct from b.project_id
    and (o.created_at, o.id) > (b.created_at, b.id));

create unique index budgets_one_approved_per_scope on public.budgets (
  organization_id, fiscal_year,
  coalesce(fund_id, '00000000-0000-0000-0000-000000000000'::uuid),
  coalesce(project_id, '00000000-0000-0000-0000-000000000000'::uuid))
  where status = 'approved';
create index budgets_scope_idx on public.budgets (organization_id, fiscal_year, status);

-- 2. Lines: one per (budget, account, fiscal month); whole-period lines spread over twelve months.
with old as (
  delete from public.budget_line_items returning organization_id, budget_id, account_id, period_month, amount
),
spread as (
  select o.organization_id, o.budget_id, o.account_id, m.m::smallint as period_month,
         case when o.period_month is not null then o.amount
              when m.m < 12 then trunc(o.amount / 12, 2)
              else o.amount - 11 * trunc(o.amount / 12, 2) end as amount
  from old o cross join generate_series(1, 12) as m(m)
  where o.period_month is null or m.m = o.period_month
)
insert into public.budget_line_items (organization_id, budget_id, account_id, project_id, period_month, amount)
select s.organization_id, s.budget_id, s.account_id, b.project_id, s.period_month, sum(s.amount)
from spread s join public.budgets b on b.id = s.budget_id
join public.accounts a on a.id = s.account_id and a.category in ('Revenue', 'Expenses')
group by s.organization_id, s.budget_id, s.account_id, b.project_id, s.period_month;

alter table public.budget_line_items alter column period_month set not null;
-- A line written without a month (older API callers) is the first fiscal month's; the screen and the
-- RPCs always give the month.
alter table public.budget_line_items alter column period_month set default 1;
-- A budget may plan a negative figure (a net loss on an investment account, refunds over gifts).
alter table public.budget_line_items drop constraint budget_line_items_amount_check;
alter table public.budget_line_items add constraint budget_line_items_one_per_month unique (budget_id, account_id, period_month);

-- 3. Guards in the database, in plain words.
create or replace function private.fiscal_year_label(p_start date, p_end date)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when extract(month from p_start) = 1 then 'FY ' || extract(year from p_start)::int
              else 'FY ' || to_char(p_start, 'Mon YYYY') || ' - ' || to_char(p_end, 'Mon YYYY') end
$$;

create or replace function private.budget_scope_label(p_budget public.budgets)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.fiscal_year_label(p_budget.start_date, p_budget.end_date)
    || coalesce(', fund ' || (select f.name from public.funds f where f.id = p_budget.fund_id), '')
    || coalesce(', project ' || (select p.name from public.projects p where p.id = p_budget.project_id), '')
    || case when p_budget.fund_id is null and p_budget.project_id is null then ' (whole organization)' else '' end
$$;

create or replace function private.budgets_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_other public.budgets;
begin
  if tg_op = 'DELETE' then
    if old.status = 'approved' and not private.organization_gone(old.organization_id) then
      raise exception 'An approved budget cannot be deleted; archive it first' using errcode = 'P0001';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    select coalesce(max(b.version), 0) + 1 into new.version
    from public.budgets b
    where b.organization_id = new.organization_id and b.fiscal_year = new.fiscal_year
      and b.fund_id is not distinct from new.fund_id and b.project_id is not distinct from new.project_id;
  elsif old.status <> 'draft' and (new.fiscal_year, new.start_date, new.end_date, new.fund_id, new.project_id)
        is distinct from (old.fiscal_year, old.start_date, old.end_date, old.fund_id, old.project_id) then
    raise exception 'Only a draft budget''s year, fund or project can change; copy this budget to a new draft instead' using errcode = 'P0001';
  end if;
  if new.status = 'approved' and (tg_op = 'INSERT' or old.status <> 'approved') then
    select * into v_other from public.budgets b
    where b.organization_id = new.organization_id and b.fiscal_year = new.fiscal_year and b.status = 'approved'
      and b.fund_id is not distinct from new.fund_id and b.project_id is not distinct from new.project_id
      and b.id <> new.id
    limit 1;
    if found then
      raise exception '"%" is already the approved budget for %; archive it first (one approved budget per fiscal year, fund and project)',
        v_other.name, private.budget_scope_label(new) using errcode = '23505', constraint = 'budgets_one_approved_per_scope';
    end if;
    new.approved_at := now();
    new.approved_by := auth.uid();
  end if;
  return new;
end;
$$;

create trigger budgets_guard before insert or update or delete on public.budgets
  for each row execute function private.budgets_guard();

create or replace function private.budget_lines_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_category text;
begin
  select * into v_budget from public.budgets b
  where b.id = case when tg_op = 'DELETE' then old.budget_id else new.budget_id end;
  if tg_op = 'DELETE' then
    -- The budget itself is being deleted (a draft or archived one), or its organization is.
    if not found or private.organization_gone(old.organization_id) then
      return old;
    end if;
  end if;
  if found and v_budget.status <> 'draft' then
    raise exception 'The budget "%" is %; only a draft can change. Copy it to a new draft version to make changes', v_budget.name, v_budget.status using errcode = 'P0001';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  select a.category into v_category from public.accounts a where a.id = new.account_id;
  if v_category is null or v_category not in ('Revenue', 'Expenses') then
    raise exception 'A budget has lines for revenue and expense accounts only' using errcode = 'P0001';
  end if;
  new.project_id := v_budget.project_id;
  return new;
end;
$$;

create trigger budget_lines_guard before insert or update or delete on public.budget_line_items
  for each row execute function private.budget_lines_guard();

-- 4. Fiscal years of an organization and the ledger's actuals per account and fiscal month.
create or replace function private.fiscal_year_start(p_organization_id uuid, p_fiscal_year integer)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select make_date(p_fiscal_year, coalesce((select s.fiscal_year_start_month from public.organization_settings s
                                            where s.organization_id = p_organization_id), 1)::int, 1)
$$;

-- Actuals of revenue and expense accounts per fiscal month of the year starting p_start, in the
-- account's natural direction, from the kept daily totals (never the raw lines).
create or replace function private.budget_actuals_by_month(p_organization_id uuid, p_start date, p_fund_id uuid, p_project_id uuid)
returns table (account_id uuid, period_month smallint, amount numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select d.account_id,
         ((extract(year from d.entry_date)::int * 12 + extract(month from d.entry_date)::int)
           - (extract(year from p_start)::int * 12 + extract(month from p_start)::int) + 1)::smallint,
         sum(case when a.category = 'Revenue' then d.credit - d.debit else d.debit - d.credit end)
  from private.ledger_daily_totals d
  join public.accounts a on a.id = d.account_id and a.category in ('Revenue', 'Expenses')
  where d.organization_id = p_organization_id
    and d.entry_date between p_start and (p_start + interval '1 year' - interval '1 day')::date
    and (p_fund_id is null or d.fund_id = p_fund_id)
    and (p_project_id is null or d.project_id = p_project_id)
  group by 1, 2
$$;

create or replace function private.budget_for_write(p_budget_id uuid)
returns public.budgets
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
begin
  select * into v_budget from public.budgets b where b.id = p_budget_id;
  if not found or not public.is_org_member(v_budget.organization_id) then
    raise exception 'Budget not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_budget.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change budgets');
  return v_budget;
end;
$$;

create or replace function private.check_budget_name(p_name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_name is null or length(btrim(p_name)) = 0 then
    raise exception 'A budget needs a name' using errcode = '22023';
  end if;
  if length(btrim(p_name)) > 200 then
    raise exception 'A budget name is at most 200 characters' using errcode = '22023';
  end if;
  return btrim(p_name);
end;
$$;

-- 5. RPCs.

-- A new empty draft for a fiscal year and scope.
create or replace function public.create_budget(
  p_organization_id uuid,
  p_name text,
  p_fiscal_year integer,
  p_fund_id uuid default null,
  p_project_id uuid default null,
  p_notes text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_start date;
  v_id uuid;
  v_name text;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change budgets');
  v_name := private.check_budget_name(p_name);
  if p_fiscal_year is null or p_fiscal_year not between 1900 and 2200 then
    raise exception 'Choose the fiscal year of the budget' using errcode = '22023';
  end if;
  if p_fund_id is not null and not exists (select 1 from public.funds f where f.id = p_fund_id and f.organization_id = p_organization_id) then
    raise exception 'Fund not found' using errcode = 'P0002';
  end if;
  if p_project_id is not null and not exists (select 1 from public.projects p where p.id = p_project_id and p.organization_id = p_organization_id) then
    raise exception 'Project not found' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.budgets b where b.organization_id = p_organization_id and b.name = v_name) then
    raise exception 'Another budget is already named "%"', v_name using errcode = '23505', constraint = 'budgets_organization_id_name_key';
  end if;
  v_start := private.fiscal_year_start(p_organization_id, p_fiscal_year);
  insert into public.budgets (organization_id, name, fiscal_year, start_date, end_date, status, fund_id, project_id, notes)
  values (p_organization_id, v_name, p_fiscal_year, v_start, (v_start + interval '1 year' - interval '1 day')::date,
          'draft', p_fund_id, p_project_id, nullif(btrim(coalesce(p_notes, '')), ''))
  returning id into v_id;
  return v_id;
end;
$$;

-- A draft from the previous fiscal year's actuals of the same scope, each month grown by p_percent.
create or replace function public.create_budget_from_actuals(
  p_organization_id uuid,
  p_name text,
  p_fiscal_year integer,
  p_fund_id uuid default null,
  p_project_id uuid default null,
  p_percent numeric default 0
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_factor numeric := 1 + coalesce(p_percent, 0) / 100;
begin
  if coalesce(p_percent, 0) not between -100 and 1000 then
    raise exception 'The change must be between -100%% and +1000%%' using errcode = '22023';
  end if;
  v_id := public.create_budget(p_organization_id, p_name, p_fiscal_year, p_fund_id, p_project_id,
    format('From FY %s actuals%s', p_fiscal_year - 1, case when coalesce(p_percent, 0) <> 0 then format(' %s%s%%', case when p_percent > 0 then '+' else '' end, p_percent) else '' end));
  insert into public.budget_line_items (organization_id, budget_id, account_id, period_month, amount)
  select p_organization_id, v_id, x.account_id, m.m::smallint, round(coalesce(x.amount, 0) * v_factor, 2)
  from (select distinct a.account_id from private.budget_actuals_by_month(p_organization_id,
          private.fiscal_year_start(p_organization_id, p_fiscal_year - 1), p_fund_id, p_project_id) a where a.amount <> 0) acc
  cross join generate_series(1, 12) as m(m)
  left join private.budget_actuals_by_month(p_organization_id, private.fiscal_year_start(p_organization_id, p_fiscal_year - 1),
          p_fund_id, p_project_id) x on x.account_id = acc.account_id and x.period_month = m.m
  order by 3, 4;
  return v_id;
end;
$$;

-- A draft copy of a budget (another version of the same scope, or another fiscal year), each
-- month grown by p_percent.
create or replace function public.copy_budget(
  p_budget_id uuid,
  p_name text,
  p_fiscal_year integer default null,
  p_percent numeric default 0
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_source public.budgets;
  v_id uuid;
  v_factor numeric := 1 + coalesce(p_percent, 0) / 100;
begin
  v_source := private.budget_for_write(p_budget_id);
  if coalesce(p_percent, 0) not between -100 and 1000 then
    raise exception 'The change must be between -100%% and +1000%%' using errcode = '22023';
  end if;
  v_id := public.create_budget(v_source.organization_id, p_name, coalesce(p_fiscal_year, v_source.fiscal_year),
    v_source.fund_id, v_source.project_id, format('Copied from "%s"', v_source.name));
  insert into public.budget_line_items (organization_id, budget_id, account_id, period_month, amount)
  select v_source.organization_id, v_id, l.account_id, l.period_month, round(l.amount * v_factor, 2)
  from public.budget_line_items l where l.budget_id = p_budget_id
  order by l.account_id, l.period_month;
  return v_id;
end;
$$;

-- Replaces a draft's whole grid in one statement: p_lines = [{ "account_id": uuid, "months": [12 amounts] }].
-- Nothing is written unless every row is valid.
create or replace function public.save_budget_grid(p_budget_id uuid, p_lines jsonb)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_row jsonb;
  v_index integer := 0;
  v_account public.accounts;
  v_seen uuid[] := array[]::uuid[];
  v_month integer;
  v_text text;
begin
  v_budget := private.budget_for_write(p_budget_id);
  if v_budget.status <> 'draft' then
    raise exception 'The budget "%" is %; only a draft can change. Copy it to a new draft version to make changes', v_budget.name, v_budget.status using errcode = 'P0001';
  end if;
  if p_lines is null or jsonb_typeof(p_lines) <> 'array' then
    raise exception 'The budget grid must be a list of account rows' using errcode = '22023';
  end if;
  if jsonb_array_length(p_lines) > 1000 then
    raise exception 'A budget has at most 1,000 account rows' using errcode = '22023';
  end if;
  for v_row in select value from jsonb_array_elements(p_lines) loop
    v_index := v_index + 1;
    select * into v_account from public.accounts a
    where a.organization_id = v_budget.organization_id and a.id::text = (v_row ->> 'account_id');
    if not found then
      raise exception 'Row %: the account is not in this organization''s chart of accounts', v_index using errcode = '22023';
    end if;
    if v_account.category not in ('Revenue', 'Expenses') then
      raise exception 'Row %: % % is not a revenue or expense account', v_index, v_account.code, v_account.name using errcode = '22023';
    end if;
    if v_account.id = any (v_seen) then
      raise exception 'Row %: % % appears twice', v_index, v_account.code, v_account.name using errcode = '22023';
    end if;
    v_seen := v_seen || v_account.id;
    if jsonb_typeof(v_row -> 'months') is distinct from 'array' or jsonb_array_length(v_row -> 'months') <> 12 then
      raise exception 'Row % (% %): give twelve monthly amounts', v_index, v_account.code, v_account.name using errcode = '22023';
    end if;
    for v_month in 0..11 loop
      v_text := v_row -> 'months' ->> v_month;
      if v_text is null or v_text !~ '^-?[0-9]{1,12}(\.[0-9]{1,2})?$' then
        raise exception 'Row % (% %), month %: "%" is not an amount in dollars and cents', v_index, v_account.code, v_account.name, v_month + 1, coalesce(v_text, '') using errcode = '22023';
      end if;
    end loop;
  end loop;

  delete from public.budget_line_items l where l.budget_id = p_budget_id;
  insert into public.budget_line_items (organization_id, budget_id, account_id, period_month, amount)
  select v_budget.organization_id, p_budget_id, (r.value ->> 'account_id')::uuid, (m.ordinality)::smallint, (m.value #>> '{}')::numeric
  from jsonb_array_elements(p_lines) r
  cross join lateral jsonb_array_elements(r.value -> 'months') with ordinality m
  order by 3, 4;
  return json_build_object('budget_id', p_budget_id, 'rows', jsonb_array_length(p_lines),
    'total', (select coalesce(sum(l.amount), 0) from public.budget_line_items l where l.budget_id = p_budget_id));
end;
$$;

-- Name and notes of any version (the figures of an approved one stay frozen).
create or replace function public.update_budget(p_budget_id uuid, p_name text, p_notes text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_name text;
begin
  v_budget := private.budget_for_write(p_budget_id);
  v_name := private.check_budget_name(p_name);
  if exists (select 1 from public.budgets b where b.organization_id = v_budget.organization_id and b.name = v_name and b.id <> p_budget_id) then
    raise exception 'Another budget is already named "%"', v_name using errcode = '23505', constraint = 'budgets_organization_id_name_key';
  end if;
  update public.budgets b set name = v_name, notes = nullif(btrim(coalesce(p_notes, '')), '') where b.id = p_budget_id;
end;
$$;

-- Approve, archive or return to draft. p_replace_approved archives the scope's current approved
-- budget in the same transaction (the new version replaces it); without it a second approval is refused.
create or replace function public.set_budget_status(p_budget_id uuid, p_status text, p_replace_approved boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
begin
  v_budget := private.budget_for_write(p_budget_id);
  if p_status is null or p_status not in ('draft', 'approved', 'archived') then
    raise exception 'A budget is draft, approved or archived' using errcode = '22023';
  end if;
  if p_status = 'approved' and coalesce(p_replace_approved, false) then
    update public.budgets b set status = 'archived'
    where b.organization_id = v_budget.organization_id and b.fiscal_year = v_budget.fiscal_year and b.status = 'approved'
      and b.fund_id is not distinct from v_budget.fund_id and b.project_id is not distinct from v_budget.project_id
      and b.id <> p_budget_id;
  end if;
  update public.budgets b set status = p_status where b.id = p_budget_id;
end;
$$;

create or replace function public.delete_budget(p_budget_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
begin
  v_budget := private.budget_for_write(p_budget_id);
  delete from public.budgets b where b.id = v_budget.id;
end;
$$;

-- Every budget of the organization with its scope and revenue / expense totals.
create or replace function public.list_budgets(p_organization_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return coalesce((
    select json_agg(r order by r.fiscal_year desc, r.status = 'approved' desc, r.fund_name nulls first, r.project_name nulls first, r.version desc)
    from (
      select b.id, b.name, b.fiscal_year, b.start_date, b.end_date, b.status, b.version, b.notes,
             b.fund_id, f.name as fund_name, b.project_id, p.name as project_name,
             private.fiscal_year_label(b.start_date, b.end_date) as fiscal_year_label,
             coalesce(t.revenue, 0) as revenue_total, coalesce(t.expenses, 0) as expense_total,
             coalesce(t.revenue, 0) - coalesce(t.expenses, 0) as net_total,
             b.approved_at, b.created_at, b.updated_at
      from public.budgets b
      left join public.funds f on f.id = b.fund_id
      left join public.projects p on p.id = b.project_id
      left join lateral (
        select sum(l.amount) filter (where a.category = 'Revenue') as revenue,
               sum(l.amount) filter (where a.category = 'Expenses') as expenses
        from public.budget_line_items l join public.accounts a on a.id = l.account_id
        where l.budget_id = b.id) t on true
      where b.organization_id = p_organization_id) r), '[]'::json);
end;
$$;

-- One budget's grid: its months, and per account the twelve amounts, the total and last fiscal
-- year's actuals per month (the pattern "spread by last year" follows).
create or replace function public.get_budget_grid(p_budget_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_last_start date;
begin
  select * into v_budget from public.budgets b where b.id = p_budget_id;
  if not found or not public.is_org_member(v_budget.organization_id) then
    raise exception 'Budget not found' using errcode = 'P0002';
  end if;
  v_last_start := (v_budget.start_date - interval '1 year')::date;
  return (
    with last_year as materialized (
      select * from private.budget_actuals_by_month(v_budget.organization_id, v_last_start, v_budget.fund_id, v_budget.project_id)
    ),
    accounts as (
      select distinct l.account_id from public.budget_line_items l where l.budget_id = p_budget_id
    )
    select json_build_object(
      'budget', (select json_build_object(
          'id', v_budget.id, 'name', v_budget.name, 'fiscal_year', v_budget.fiscal_year, 'start_date', v_budget.start_date,
          'end_date', v_budget.end_date, 'status', v_budget.status, 'version', v_budget.version, 'notes', v_budget.notes,
          'fund_id', v_budget.fund_id, 'fund_name', (select f.name from public.funds f where f.id = v_budget.fund_id),
          'project_id', v_budget.project_id, 'project_name', (select p.name from public.projects p where p.id = v_budget.project_id),
          'fiscal_year_label', private.fiscal_year_label(v_budget.start_date, v_budget.end_date),
          'approved_at', v_budget.approved_at, 'updated_at', v_budget.updated_at)),
      'months', (select json_agg((v_budget.start_date + make_interval(months => m))::date order by m) from generate_series(0, 11) m),
      'rows', coalesce((
        select json_agg(json_build_object(
                 'account_id', a.id, 'account_code', a.code, 'account_name', a.name, 'category', a.category,
                 'months', (select json_agg(coalesce(l.amount, 0)::text order by m.m)
                            from generate_series(1, 12) m(m)
                            left join public.budget_line_items l on l.budget_id = p_budget_id and l.account_id = a.id and l.period_month = m.m),
                 'total', (select coalesce(sum(l.amount), 0)::text from public.budget_line_items l where l.budget_id = p_budget_id and l.account_id = a.id),
                 'last_year', (select json_agg(coalesce(y.amount, 0)::text order by m.m)
                               from generate_series(1, 12) m(m)
                               left join last_year y on y.account_id = a.id and y.period_month = m.m),
                 'last_year_total', (select coalesce(sum(y.amount), 0)::text from last_year y where y.account_id = a.id))
               order by a.category desc, a.code, a.name)
        from accounts x join public.accounts a on a.id = x.account_id), '[]'::json),
      'totals', json_build_object(
        'revenue', (select coalesce(sum(l.amount), 0)::text from public.budget_line_items l join public.accounts a on a.id = l.account_id
                    where l.budget_id = p_budget_id and a.category = 'Revenue'),
        'expenses', (select coalesce(sum(l.amount), 0)::text from public.budget_line_items l join public.accounts a on a.id = l.account_id
                     where l.budget_id = p_budget_id and a.category = 'Expenses'))
    )
  );
end;
$$;

-- Last fiscal year's monthly actuals of one account in a budget's scope (for an account added to
-- the grid, so "spread by last year's pattern" works for it too).
create or replace function public.budget_last_year_pattern(p_budget_id uuid, p_account_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
begin
  select * into v_budget from public.budgets b where b.id = p_budget_id;
  if not found or not public.is_org_member(v_budget.organization_id) then
    raise exception 'Budget not found' using errcode = 'P0002';
  end if;
  return (
    select json_agg(coalesce(y.amount, 0)::text order by m.m)
    from generate_series(1, 12) m(m)
    left join private.budget_actuals_by_month(v_budget.organization_id, (v_budget.start_date - interval '1 year')::date,
      v_budget.fund_id, v_budget.project_id) y on y.account_id = p_account_id and y.period_month = m.m);
end;
$$;

-- The contract (CONTRACTS.md): per revenue and expense account, the APPROVED budgets of exactly this
-- scope (fund and project as given, null = the organization-wide budget) for the months that meet
-- [p_from, p_to], against the ledger's actual in that scope (null fund / project = all).
create or replace function public.budget_vs_actual(
  p_organization_id uuid,
  p_from date,
  p_to date,
  p_fund_id uuid default null,
  p_project_id uuid default null
)
returns table (account_id uuid, account_code text, account_name text, category text, budget numeric, actual numeric,
               variance numeric, variance_percent numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'Choose a period: a start date on or before the end date' using errcode = '22023';
  end if;
  return query
  with budgeted as (
    select l.account_id, sum(l.amount) as amount
    from public.budgets b
    join public.budget_line_items l on l.budget_id = b.id
    where b.organization_id = p_organization_id and b.status = 'approved'
      and b.fund_id is not distinct from p_fund_id and b.project_id is not distinct from p_project_id
      and b.start_date <= p_to and b.end_date >= date_trunc('month', p_from)::date
      and (b.start_date + make_interval(months => l.period_month - 1))::date between date_trunc('month', p_from)::date and p_to
    group by l.account_id
  ),
  actuals as (
    select d.account_id, sum(d.debit) as debit, sum(d.credit) as credit
    from private.ledger_daily_totals d
    where d.organization_id = p_organization_id and d.entry_date between p_from and p_to
      and (p_fund_id is null or d.fund_id = p_fund_id)
      and (p_project_id is null or d.project_id = p_project_id)
    group by d.account_id
  ),
  joined as (
    select a.id, a.code, a.name, a.category,
           coalesce(bu.amount, 0) as budget,
           coalesce(case when a.category = 'Revenue' then ac.credit - ac.debit else ac.debit - ac.credit end, 0) as actual
    from public.accounts a
    left join budgeted bu on bu.account_id = a.id
    left join actuals ac on ac.account_id = a.id
    where a.organization_id = p_organization_id and a.category in ('Revenue', 'Expenses')
      and (bu.account_id is not null or ac.account_id is not null)
  )
  select j.id, j.code, j.name, j.category, j.budget, j.actual, j.actual - j.budget,
         case when j.budget = 0 then null else round((j.actual - j.budget) / abs(j.budget) * 100, 1) end
  from joined j
  where j.budget <> 0 or j.actual <> 0
  order by case j.category when 'Revenue' then 0 else 1 end, j.code, j.name;
end;
$$;

-- One budget (any status) against the ledger in its own scope, per account: each fiscal month,
-- each quarter, the year to date (through p_as_of, default today, within the year) and the year;
-- every cell { budget, actual, variance, variance_percent } and the Revenue, Expenses and Net totals.
create or replace function public.budget_vs_actual_grid(p_budget_id uuid, p_as_of date default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_as_of date;
  v_ytd_months integer;
begin
  select * into v_budget from public.budgets b where b.id = p_budget_id;
  if not found or not public.is_org_member(v_budget.organization_id) then
    raise exception 'Budget not found' using errcode = 'P0002';
  end if;
  v_as_of := least(greatest(coalesce(p_as_of, current_date), v_budget.start_date - 1), v_budget.end_date);
  -- Months of the year through the as-of date (0 before the year starts).
  v_ytd_months := case when v_as_of < v_budget.start_date then 0 else
    (extract(year from v_as_of)::int * 12 + extract(month from v_as_of)::int)
    - (extract(year from v_budget.start_date)::int * 12 + extract(month from v_budget.start_date)::int) + 1 end;
  return (
    with actual_days as materialized (
      select d.account_id, d.entry_date,
             case when a.category = 'Revenue' then d.credit - d.debit else d.debit - d.credit end as amount
      from private.ledger_daily_totals d
      join public.accounts a on a.id = d.account_id and a.category in ('Revenue', 'Expenses')
      where d.organization_id = v_budget.organization_id and d.entry_date between v_budget.start_date and v_budget.end_date
        and (v_budget.fund_id is null or d.fund_id = v_budget.fund_id)
        and (v_budget.project_id is null or d.project_id = v_budget.project_id)
    ),
    actual_months as (
      select x.account_id,
             ((extract(year from x.entry_date)::int * 12 + extract(month from x.entry_date)::int)
              - (extract(year from v_budget.start_date)::int * 12 + extract(month from v_budget.start_date)::int) + 1) as m,
             sum(x.amount) as amount
      from actual_days x group by 1, 2
    ),
    ytd_actual as (
      select x.account_id, sum(x.amount) as amount from actual_days x where x.entry_date <= v_as_of group by 1
    ),
    accts as (
      select a.id, a.code, a.name, a.category from public.accounts a
      where a.id in (select l.account_id from public.budget_line_items l where l.budget_id = p_budget_id
                     union select am.account_id from actual_months am where am.amount <> 0)
    ),
    cells as (
      select ac.id as account_id, m.m,
             coalesce((select l.amount from public.budget_line_items l where l.budget_id = p_budget_id and l.account_id = ac.id and l.period_month = m.m), 0) as budget,
             coalesce((select am.amount from actual_months am where am.account_id = ac.id and am.m = m.m), 0) as actual
      from accts ac cross join generate_series(1, 12) m(m)
    ),
    -- Periods: months 1-12, quarters 13-16, year to date 17, year 18 (budget to date = whole months
    -- through the as-of month; actual to date = days through the as-of date).
    periods as (
      select c.account_id, c.m as p, c.budget, c.actual from cells c
      union all
      select c.account_id, 12 + (c.m - 1) / 3 + 1, sum(c.budget), sum(c.actual) from cells c group by 1, 2
      union all
      select c.account_id, 17, coalesce(sum(c.budget) filter (where c.m <= v_ytd_months), 0),
             coalesce((select y.amount from ytd_actual y where y.account_id = c.account_id), 0)
      from cells c group by 1
      union all
      select c.account_id, 18, sum(c.budget), sum(c.actual) from cells c group by 1
    ),
    totals as (
      select ac.category as key, p.p, sum(p.budget) as budget, sum(p.actual) as actual
      from periods p join accts ac on ac.id = p.account_id group by 1, 2
    ),
    net as (
      select 'Net' as key, p.p,
             coalesce(sum(p.budget) filter (where p.key = 'Revenue'), 0) - coalesce(sum(p.budget) filter (where p.key = 'Expenses'), 0) as budget,
             coalesce(sum(p.actual) filter (where p.key = 'Revenue'), 0) - coalesce(sum(p.actual) filter (where p.key = 'Expenses'), 0) as actual
      from totals p group by 2
    ),
    cell_json as (
      select p.account_id, json_agg(json_build_object(
               'budget', p.budget::text, 'actual', p.actual::text, 'variance', (p.actual - p.budget)::text,
               'variance_percent', case when p.budget = 0 then null else round((p.actual - p.budget) / abs(p.budget) * 100, 1) end)
             order by p.p) as cells
      from periods p group by 1
    ),
    total_json as (
      select t.key, json_agg(json_build_object(
               'budget', t.budget::text, 'actual', t.actual::text, 'variance', (t.actual - t.budget)::text,
               'variance_percent', case when t.budget = 0 then null else round((t.actual - t.budget) / abs(t.budget) * 100, 1) end)
             order by t.p) as cells
      from (select * from totals union all select * from net) t group by 1
    )
    select json_build_object(
      'budget_id', p_budget_id,
      'as_of', v_as_of,
      'ytd_months', v_ytd_months,
      'months', (select json_agg((v_budget.start_date + make_interval(months => m))::date order by m) from generate_series(0, 11) m),
      'rows', coalesce((
        select json_agg(json_build_object('account_id', ac.id, 'account_code', ac.code, 'account_name', ac.name,
                                          'category', ac.category, 'cells', cj.cells)
               order by case ac.category when 'Revenue' then 0 else 1 end, ac.code, ac.name)
        from accts ac join cell_json cj on cj.account_id = ac.id), '[]'::json),
      'totals', coalesce((select json_object_agg(t.key, t.cells) from total_json t), '{}'::json)
    )
  );
end;
$$;

-- The ledger lines behind a budget vs. actual cell: one account, a date range, the scope; paged.
create or replace function public.budget_ledger_lines(
  p_organization_id uuid,
  p_account_id uuid,
  p_from date,
  p_to date,
  p_fund_id uuid default null,
  p_project_id uuid default null,
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
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_total bigint;
  v_debit numeric;
  v_credit numeric;
begin
  perform private.require_member(p_organization_id);
  if p_from is null or p_to is null then
    raise exception 'Choose a period' using errcode = '22023';
  end if;
  select coalesce(sum(d.line_count), 0), coalesce(sum(d.debit), 0), coalesce(sum(d.credit), 0)
    into v_total, v_debit, v_credit
  from private.ledger_daily_totals d
  where d.organization_id = p_organization_id and d.account_id = p_account_id and d.entry_date between p_from and p_to
    and (p_fund_id is null or d.fund_id = p_fund_id) and (p_project_id is null or d.project_id = p_project_id);
  return json_build_object(
    'total', v_total,
    'limit', v_limit,
    'offset', v_offset,
    'totals', json_build_object('debit', v_debit, 'credit', v_credit),
    'rows', coalesce((
      select json_agg(r order by r.entry_date desc, r.created_at desc, r.journal_entry_id, r.line_number) from (
        select l.id, l.journal_entry_id, e.entry_date, e.created_at, e.description as entry_description, e.reference,
               e.source_type, e.source_id, l.line_number, l.description, l.debit, l.credit,
               l.fund_id, f.name as fund_name, l.project_id, p.name as project_name
        from public.journal_entry_lines l
        join public.journal_entries e on e.id = l.journal_entry_id
        left join public.funds f on f.id = l.fund_id
        left join public.projects p on p.id = l.project_id
        where l.organization_id = p_organization_id and l.account_id = p_account_id and e.status = 'posted'
          and e.entry_date between p_from and p_to
          and (p_fund_id is null or l.fund_id = p_fund_id) and (p_project_id is null or l.project_id = p_project_id)
        order by e.entry_date desc, e.created_at desc, e.id, l.line_number
        limit v_limit offset v_offset) r), '[]'::json));
end;
$$;

revoke execute on function private.fiscal_year_label(date, date) from public;
revoke execute on function private.budget_scope_label(public.budgets) from public;
revoke execute on function private.fiscal_year_start(uuid, integer) from public;
revoke execute on function private.budget_actuals_by_month(uuid, date, uuid, uuid) from public;
revoke execute on function private.budget_for_write(uuid) from public;
revoke execute on function private.check_budget_name(text) from public;

revoke execute on function public.create_budget(uuid, text, integer, uuid, uuid, text) from public, anon;
revoke execute on function public.create_budget_from_actuals(uuid, text, integer, uuid, uuid, numeric) from public, anon;
revoke execute on function public.copy_budget(uuid, text, integer, numeric) from public, anon;
revoke execute on function public.save_budget_grid(uuid, jsonb) from public, anon;
revoke execute on function public.update_budget(uuid, text, text) from public, anon;
revoke execute on function public.set_budget_status(uuid, text, boolean) from public, anon;
revoke execute on function public.delete_budget(uuid) from public, anon;
revoke execute on function public.list_budgets(uuid) from public, anon;
revoke execute on function public.get_budget_grid(uuid) from public, anon;
revoke execute on function public.budget_last_year_pattern(uuid, uuid) from public, anon;
revoke execute on function public.budget_vs_actual(uuid, date, date, uuid, uuid) from public, anon;
revoke execute on function public.budget_vs_actual_grid(uuid, date) from public, anon;
revoke execute on function public.budget_ledger_lines(uuid, uuid, date, date, uuid, uuid, integer, integer) from public, anon;
grant execute on function public.create_budget(uuid, text, integer, uuid, uuid, text) to authenticated, service_role;
grant execute on function public.create_budget_from_actuals(uuid, text, integer, uuid, uuid, numeric) to authenticated, service_role;
grant execute on function public.copy_budget(uuid, text, integer, numeric) to authenticated, service_role;
grant execute on function public.save_budget_grid(uuid, jsonb) to authenticated, service_role;
grant execute on function public.update_budget(uuid, text, text) to authenticated, service_role;
grant execute on function public.set_budget_status(uuid, text, boolean) to authenticated, service_role;
grant execute on function public.delete_budget(uuid) to authenticated, service_role;
grant execute on function public.list_budgets(uuid) to authenticated, service_role;
grant execute on function public.get_budget_grid(uuid) to authenticated, service_role;
grant execute on function public.budget_last_year_pattern(uuid, uuid) to authenticated, service_role;
grant execute on function public.budget_vs_actual(uuid, date, date, uuid, uuid) to authenticated, service_role;
grant execute on function public.budget_vs_actual_grid(uuid, date) to authenticated, service_role;
grant execute on function public.budget_ledger_lines(uuid, uuid, date, date, uuid, uuid, integer, integer) to authenticated, service_role;
