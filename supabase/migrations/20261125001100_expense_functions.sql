-- Expense function on the ledger (issue 15, point 9; FASB ASU 2016-14 expenses by nature AND
-- function): every posted line on an EXPENSE account says which function it served - program
-- services, management and general, or fundraising. The functional expense matrix (Program
-- Expense Analysis), the program expense ratio and Form 990 Part IX read it.
--
-- Where the function comes from (the BEFORE INSERT/UPDATE trigger on journal_entry_lines):
--   1. an explicit value on the line wins (a person's choice, or HR's payroll posting, which
--      writes one expense line per employee allocation with project_id and function set);
--   2. else the line's project's function (projects.function, default 'program');
--   3. else the account's default function (accounts.default_function);
--   4. else 'management_general'.
-- Lines on accounts that are not expenses keep null (a function means nothing for them).
--
-- accounts.default_function is filled for expense accounts when left empty, by the account's
-- system key or name (private.suggested_expense_function): fundraising-type accounts ->
-- fundraising, professional fees / audit / legal / office and administrative / insurance /
-- uncategorized -> management and general, everything else -> program. An owner changes it on
-- the account; that changes the function of lines posted afterwards, never of posted lines
-- (posted lines are immutable, as everywhere in the ledger).
--
-- Why a second kept total: private.ledger_daily_totals sums posted lines per (account, fund,
-- project, day) and does not know the function (a line's function may differ from its project's
-- when set explicitly). private.ledger_function_daily_totals keeps posted EXPENSE lines summed per
-- (account, fund, project, function, day), maintained exactly like the first one (statement-level
-- triggers on insert of lines and on posting of drafts), so the matrix reads small rows at a
-- million lines. Both sum the same posted expense lines, so their expense totals are equal
-- (supabase/tests/reports-expense-functions.integration.test.ts checks it).

alter table public.accounts
  add column default_function text
    check (default_function in ('program', 'management_general', 'fundraising'));
alter table public.accounts
  add constraint accounts_default_function_expenses_only check (default_function is null or category = 'Expenses');

alter table public.projects
  add column function text not null default 'program'
    check (function in ('program', 'management_general', 'fundraising'));

alter table public.journal_entry_lines
  add column function text
    check (function in ('program', 'management_general', 'fundraising'));

comment on column public.accounts.default_function is
  'Expense accounts only: the function (program, management_general, fundraising) a line on this account gets when it has neither an explicit function nor a project.';
comment on column public.projects.function is
  'The function expense lines of this project get unless a line says otherwise: program, management_general or fundraising.';
comment on column public.journal_entry_lines.function is
  'Expense lines only: program, management_general or fundraising (explicit, else the project''s, else the account''s default, else management_general). Null on other lines.';

-- The default function of an expense account from its system key (the default chart) or, for
-- accounts a user added, from words in its name.
create or replace function private.suggested_expense_function(p_system_key text, p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_system_key in ('professional_fees', 'insurance', 'uncategorized_expense') then 'management_general'
    when p_system_key is not null and p_system_key in ('salaries', 'payroll_taxes', 'benefits', 'rent', 'utilities', 'supplies',
                                                      'food_purchases', 'travel', 'depreciation') then 'program'
    when coalesce(p_name, '') ~* '(fund ?rais|special event|gala|solicit|donor (cultivation|relations|acquisition)|direct mail|appeal|campaign)' then 'fundraising'
    when coalesce(p_name, '') ~* '(professional|audit|accounting|legal|bookkeep|office|admin|bank (fee|charge)|board|insurance|licen[cs]e|dues|uncategori[sz]ed|management|general)' then 'management_general'
    else 'program'
  end
$$;

-- Keeps default_function on expense accounts only, and suggests one when an expense account
-- has none (on insert, or when an account becomes an expense account).
create or replace function private.account_default_function()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.category is distinct from 'Expenses' then
    new.default_function := null;
  elsif new.default_function is null and not new.is_placeholder
        and (tg_op = 'INSERT' or old.category is distinct from 'Expenses') then
    new.default_function := private.suggested_expense_function(new.system_key, new.name);
  end if;
  return new;
end;
$$;

-- Name order: after accounts_check (which defaults the normal balance), before the lock guard.
create trigger accounts_default_function
  before insert or update of category, default_function on public.accounts
  for each row execute function private.account_default_function();

-- Fills journal_entry_lines.function (see the header). On update (drafts only; posted lines are
-- immutable) the same rules apply to the new values.
create or replace function private.fill_line_function()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_category text;
  v_default text;
  v_project_function text;
begin
  select a.category, a.default_function into v_category, v_default
  from public.accounts a where a.id = new.account_id;
  if v_category is distinct from 'Expenses' then
    new.function := null;
    return new;
  end if;
  if new.function is not null then
    return new;
  end if;
  if new.project_id is not null then
    select p.function into v_project_function from public.projects p where p.id = new.project_id;
  end if;
  new.function := coalesce(v_project_function, v_default, 'management_general');
  return new;
end;
$$;

create trigger journal_entry_lines_function
  before insert or update of account_id, project_id, function on public.journal_entry_lines
  for each row execute function private.fill_line_function();

-- The kept totals of posted expense lines by function (see the header).
create table private.ledger_function_daily_totals (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_id uuid not null,
  fund_id uuid not null,
  project_id uuid,
  function text not null,
  entry_date date not null,
  debit numeric not null default 0,
  credit numeric not null default 0,
  line_count integer not null default 0,
  constraint ledger_function_daily_totals_key unique nulls not distinct (organization_id, account_id, fund_id, project_id, function, entry_date)
);
create index ledger_function_daily_totals_date_idx on private.ledger_function_daily_totals (organization_id, entry_date);
alter table private.ledger_function_daily_totals enable row level security;
revoke all on private.ledger_function_daily_totals from public;

-- Rows are upserted in key order (no deadlock between concurrent postings), as in
-- private.add_to_ledger_totals.
create or replace function private.add_to_function_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'journal_entry_lines' then
    insert into private.ledger_function_daily_totals as t (organization_id, account_id, fund_id, project_id, function, entry_date, debit, credit, line_count)
    select l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date, sum(l.debit), sum(l.credit), count(*)::int
    from new_lines l
    join public.journal_entries e on e.id = l.journal_entry_id
    where e.status = 'posted' and l.function is not null
    group by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date
    order by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date
    on conflict on constraint ledger_function_daily_totals_key do update
      set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit, line_count = t.line_count + excluded.line_count;
  else
    insert into private.ledger_function_daily_totals as t (organization_id, account_id, fund_id, project_id, function, entry_date, debit, credit, line_count)
    select l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, n.entry_date, sum(l.debit), sum(l.credit), count(*)::int
    from new_entries n
    join old_entries o on o.id = n.id
    join public.journal_entry_lines l on l.journal_entry_id = n.id
    where n.status = 'posted' and o.status is distinct from 'posted' and l.function is not null
    group by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, n.entry_date
    order by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, n.entry_date
    on conflict on constraint ledger_function_daily_totals_key do update
      set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit, line_count = t.line_count + excluded.line_count;
  end if;
  return null;
end;
$$;

create trigger journal_entry_lines_function_totals
  after insert on public.journal_entry_lines
  referencing new table as new_lines
  for each statement execute function private.add_to_function_totals();

create trigger journal_entries_function_totals
  after update on public.journal_entries
  referencing old table as old_entries new table as new_entries
  for each statement execute function private.add_to_function_totals();

-- Backfill. The default function of every existing expense account (placeholders included, so a
-- parent shows one too), then the function of every existing expense line. Posted lines are
-- immutable through the guard trigger; this one-time classification bypasses it, inside this
-- migration's transaction only.
update public.accounts a
set default_function = private.suggested_expense_function(a.system_key, a.name)
where a.category = 'Expenses' and a.default_function is null and not a.is_placeholder;

alter table public.journal_entry_lines disable trigger journal_entry_lines_guard;
update public.journal_entry_lines l
set function = coalesce(a.default_function, 'management_general')
from public.accounts a
where a.id = l.account_id and a.category = 'Expenses' and l.function is null and l.project_id is null;
update public.journal_entry_lines l
set function = coalesce(p.function, 'management_general')
from public.accounts a, public.projects p
where a.id = l.account_id and a.category = 'Expenses' and l.function is null and p.id = l.project_id;
-- On an installation with ledger lines, the updates above queue the deferred balance checks of
-- journal_entry_lines; they run now, so the table can be altered again (55006 otherwise).
set constraints all immediate;
alter table public.journal_entry_lines enable trigger journal_entry_lines_guard;

insert into private.ledger_function_daily_totals (organization_id, account_id, fund_id, project_id, function, entry_date, debit, credit, line_count)
select l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date, sum(l.debit), sum(l.credit), count(*)::int
from public.journal_entry_lines l
join public.journal_entries e on e.id = l.journal_entry_id
where e.status = 'posted' and l.function is not null
group by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date;

revoke execute on function private.suggested_expense_function(text, text) from public;
revoke execute on function private.account_default_function() from public;
revoke execute on function private.fill_line_function() from public;
revoke execute on function private.add_to_function_totals() from public;
