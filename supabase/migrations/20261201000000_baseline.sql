-- The schema's tables, as one baseline for a new database: schemas, tables with their columns,
-- constraints and indexes, table privileges, and the reference data every installation starts with.
-- Functions, triggers and Row Level Security policies are not here: each lives in its own file
-- under supabase/schemas/<area>/<kind>/, applied after the migrations (docs/data-model.md). Tables
-- come area by area; the foreign keys to a later area's table are added at the end.
--
-- baseline-of: 20261127050200
-- The runner reads the line above: a database whose migration record already holds that version has
-- these tables, so the runner records this file as applied there without running it
-- (packages/backend/src/db/migrations.ts).

create schema if not exists private;
create schema if not exists billing;

-- The API roles' statement timeouts (a runaway query ends instead of holding a connection).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

-- ==============================================================================================
-- Tenancy: organizations, their members and settings, user profiles, invitations
-- ==============================================================================================

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.organizations is 'A tenant. Every other business row carries its organization_id.';
revoke all on table public.organizations from anon, authenticated;
grant select, insert, update, delete on table public.organizations to authenticated;
grant all on table public.organizations to service_role;

-- An invitation to join an organization with a role: the invitee accepts it with the token
-- (accept_invitation), signed in with that e-mail address. At most one open invitation per e-mail
-- and organization.
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and email like '%_@_%'),
  role text not null default 'member' check (role in ('admin', 'member', 'viewer')),
  -- 244 random bits from two v4 UUIDs; pgcrypto is not assumed.
  token text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') unique,
  invited_by uuid default auth.uid() references auth.users (id) on delete set null,
  expires_at timestamptz not null default now() + interval '14 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index invitations_open_email_idx on public.invitations (organization_id, email) where accepted_at is null;
revoke all on table public.invitations from anon, authenticated;
grant select, insert, update, delete on table public.invitations to authenticated;
grant all on table public.invitations to service_role;

-- A user's role in an organization. Nobody inserts a membership directly: users join through
-- create_organization and accept_invitation. The role is the one column a client may update, and
-- only an owner grants, changes or removes the owner role (docs/data-model.md).
create table public.organization_members (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'admin', 'member', 'viewer')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, user_id)
);
create index organization_members_user_idx on public.organization_members (user_id, organization_id);
revoke all on table public.organization_members from anon, authenticated;
grant select, insert, update, delete on table public.organization_members to authenticated;
grant all on table public.organization_members to service_role;
revoke insert on table public.organization_members from anon, authenticated;
revoke update on table public.organization_members from anon, authenticated;
grant update (role) on table public.organization_members to authenticated;

-- One row per organization: its preferences, document numbering, the ledger's fallbacks and the
-- period lock.
create table public.organization_settings (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  logo_url text,
  fiscal_year_start_month smallint not null default 1 check (fiscal_year_start_month between 1 and 12),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  time_zone text not null default 'UTC',
  invoice_prefix text not null default 'INV-' check (length(invoice_prefix) <= 20),
  next_invoice_number integer not null default 1001 check (next_invoice_number > 0),
  bill_prefix text not null default 'BILL-' check (length(bill_prefix) <= 20),
  next_bill_number integer not null default 1001 check (next_bill_number > 0),
  receipt_prefix text not null default 'RCPT-' check (length(receipt_prefix) <= 20),
  next_receipt_number integer not null default 1001 check (next_receipt_number > 0),
  -- The accounts and fund the ledger falls back on (cash, a transaction's revenue or expense, the
  -- general fund); their foreign keys are at the end of this file.
  default_cash_account_id uuid,
  default_revenue_account_id uuid,
  default_expense_account_id uuid,
  default_fund_id uuid,
  -- Period lock: nothing may be posted on or before this date, nor what locked postings mean changed
  -- (docs/data-model.md#period-lock-what-cannot-change-a-locked-period). Only an owner moves it back.
  locked_through date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  address_line1 text check (address_line1 is null or length(address_line1) <= 200),
  address_line2 text check (address_line2 is null or length(address_line2) <= 200),
  city text check (city is null or length(city) <= 100),
  region text check (region is null or length(region) <= 100),
  postal_code text check (postal_code is null or length(postal_code) <= 20),
  country text check (country is null or length(country) <= 100),
  ein text check (ein is null or ein ~ '^[0-9]{2}-[0-9]{7}$'),
  default_payment_terms_days integer not null default 30 check (default_payment_terms_days between 0 and 365),
  invoice_footer text check (invoice_footer is null or length(invoice_footer) <= 2000),
  payment_instructions text check (payment_instructions is null or length(payment_instructions) <= 2000),
  receipt_wording text check (receipt_wording is null or length(receipt_wording) <= 2000),
  bill_approval_threshold numeric(14,2) check (bill_approval_threshold is null or bill_approval_threshold >= 0),
  purchase_request_approval_threshold numeric(14,2) check (purchase_request_approval_threshold is null or purchase_request_approval_threshold >= 0),
  vendor_1099_default boolean not null default false,
  default_1099_box text not null default 'NEC-1' check (default_1099_box in ('NEC-1', 'MISC-1', 'MISC-3', 'MISC-6', 'MISC-10')),
  form_1099_threshold numeric(14,2) not null default 600 check (form_1099_threshold >= 0),
  payroll_tax_rates jsonb not null default '[]'::jsonb check (jsonb_typeof(payroll_tax_rates) = 'array'),
  purchase_request_prefix text not null default 'PR-' check (length(purchase_request_prefix) <= 20),
  next_purchase_request_number integer not null default 1001 check (next_purchase_request_number > 0),
  purchase_order_prefix text not null default 'PO-' check (length(purchase_order_prefix) <= 20),
  next_purchase_order_number integer not null default 1001 check (next_purchase_order_number > 0)
);
revoke all on table public.organization_settings from anon, authenticated;
grant select, insert, update, delete on table public.organization_settings to authenticated;
grant all on table public.organization_settings to service_role;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text check (full_name is null or length(full_name) <= 200),
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One per user (not per organization): no organization_id, visible to the user and co-members.';
revoke all on table public.profiles from anon, authenticated;
grant select, insert, update, delete on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- ==============================================================================================
-- Chart of accounts
-- ==============================================================================================

-- Business tables carry organization_id. A table other rows point at exposes (id, organization_id)
-- as a key, and they reference it with a composite foreign key: a row can never point at another
-- organization's account, fund, project, document or entry.
--
-- The five categories of an organization's chart, provisioned with it. Accounts carry their
-- category as text; an account type belongs to a category.
create table public.account_categories (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (name in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses')),
  normal_balance text not null check (normal_balance in ('debit', 'credit')),
  sort_order smallint not null default 0,
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  unique (organization_id, name)
);
revoke all on table public.account_categories from anon, authenticated;
grant select, insert, update, delete on table public.account_categories to authenticated;
grant all on table public.account_categories to service_role;

-- Account types within a category (Bank, Receivable, Payable, Contributions ...). A type describes
-- its accounts, gives an asset or liability its cash-flow section, and the Bank type makes an asset
-- account count as cash.
create table public.account_types (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_category_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 100),
  description text,
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  unique (organization_id, name),
  foreign key (account_category_id, organization_id) references public.account_categories (id, organization_id) on delete cascade
);
create index account_types_category_idx on public.account_types (account_category_id);
revoke all on table public.account_types from anon, authenticated;
grant select, insert, update, delete on table public.account_types to authenticated;
grant all on table public.account_types to service_role;

-- A library of standard explanations (modelled on the UCOA's account guidance) that users pick
-- from when they describe an account.
create table public.account_descriptions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_type_id uuid,
  name text not null check (length(btrim(name)) between 1 and 200),
  description text not null default '',
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (account_type_id, organization_id) references public.account_types (id, organization_id) on delete cascade
);
create index account_descriptions_org_idx on public.account_descriptions (organization_id);
create index account_descriptions_type_idx on public.account_descriptions (account_type_id);
revoke all on table public.account_descriptions from anon, authenticated;
grant select, insert, update, delete on table public.account_descriptions to authenticated;
grant all on table public.account_descriptions to service_role;

-- The chart of accounts: a tree by parent_id in which a child stays in its parent's category and no
-- cycle forms. Placeholder (parent) accounts take no postings; an inactive account leaves the
-- pickers and keeps its history.
create table public.accounts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  code text not null check (code ~ '^[0-9A-Za-z.-]{1,20}$'),
  name text not null check (length(btrim(name)) between 1 and 200),
  parent_id uuid,
  category text not null check (category in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses')),
  account_type_id uuid,
  description text,
  -- Derived from the category unless given (contra accounts such as accumulated depreciation).
  normal_balance text not null check (normal_balance in ('debit', 'credit')),
  is_placeholder boolean not null default false,
  is_active boolean not null default true,
  -- Accounts the ledger code finds by role ('cash', 'accounts_receivable', ...), one per organization.
  system_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The expense function a line on this account gets when it names none and has no project
  -- (private.fill_line_function has the whole rule). Filled when left empty on an expense account,
  -- from its system key or name (private.suggested_expense_function): fundraising-type accounts ->
  -- fundraising, professional fees, audit, legal, office and administrative, insurance and
  -- uncategorized -> management and general, everything else -> program. Changing it changes the
  -- lines posted afterwards, never posted lines (they are immutable).
  default_function text check (default_function in ('program', 'management_general', 'fundraising')),
  unique (id, organization_id),
  unique (organization_id, code),
  unique (organization_id, system_key),
  constraint accounts_check check (parent_id is null or parent_id <> id),
  constraint accounts_default_function_expenses_only check (default_function is null or category = 'Expenses'),
  foreign key (account_type_id, organization_id) references public.account_types (id, organization_id) on delete set null (account_type_id),
  foreign key (parent_id, organization_id) references public.accounts (id, organization_id) on delete restrict
);
create index accounts_parent_idx on public.accounts (parent_id);
create index accounts_type_idx on public.accounts (account_type_id);
comment on column public.accounts.default_function is
  'Expense accounts only: the function (program, management_general, fundraising) a line on this account gets when it has neither an explicit function nor a project.';
revoke all on table public.accounts from anon, authenticated;
grant select, insert, update, delete on table public.accounts to authenticated;
grant all on table public.accounts to service_role;

-- ==============================================================================================
-- Funds (net asset classes: without or with donor restrictions)
-- ==============================================================================================

-- Funds: each posted line is in one, and every entry balances within each fund (self-balancing
-- funds). A fund's restriction class decides which net asset class its balance is in.
create table public.funds (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  code text check (code is null or length(code) <= 20),
  -- ASU 2016-14 net asset classes.
  restriction text not null default 'without_donor_restrictions' check (restriction in ('without_donor_restrictions', 'with_donor_restrictions')),
  purpose text,
  description text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id),
  unique (organization_id, name)
);
revoke all on table public.funds from anon, authenticated;
grant select, insert, update, delete on table public.funds to authenticated;
grant all on table public.funds to service_role;

-- ==============================================================================================
-- Projects and their tasks
-- ==============================================================================================

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  code text check (code is null or length(code) <= 20),
  description text,
  status text not null default 'active' check (status in ('planned', 'active', 'on_hold', 'completed', 'cancelled')),
  start_date date,
  end_date date,
  budget numeric(14,2) check (budget is null or budget >= 0),
  manager_name text,
  fund_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The function the project's expense lines get when they name none (see the column's comment).
  function text not null default 'program' check (function in ('program', 'management_general', 'fundraising')),
  -- The manager is a member of the organization (null once they leave); manager_name is free text,
  -- shown when there is no member's name. Archived projects leave the working lists.
  manager_user_id uuid,
  archived boolean not null default false,
  unique (id, organization_id),
  constraint projects_check check (end_date is null or start_date is null or end_date >= start_date),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id),
  constraint projects_manager_member_fkey foreign key (organization_id, manager_user_id) references public.organization_members (organization_id, user_id) on delete set null (manager_user_id)
);
create index projects_fund_idx on public.projects (fund_id);
create index projects_manager_idx on public.projects (manager_user_id) where manager_user_id is not null;
create index projects_org_idx on public.projects (organization_id, name);
comment on column public.projects.function is
  'The function expense lines of this project get unless a line says otherwise: program, management_general or fundraising.';
revoke all on table public.projects from anon, authenticated;
grant select, insert, update, delete on table public.projects to authenticated;
grant all on table public.projects to service_role;

create table public.project_tasks (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  project_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  description text,
  status text not null default 'todo' check (status in ('todo', 'in_progress', 'blocked', 'done')),
  priority text not null default 'medium' check (priority in ('low', 'medium', 'high')),
  assignee_name text,
  start_date date,
  due_date date,
  progress smallint not null default 0 check (progress between 0 and 100),
  -- A single predecessor, kept for API clients; the app reads and writes public.task_dependencies.
  depends_on_task_id uuid,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The assignee is a member of the organization (null once they leave), notified when assigned.
  -- overdue_notified_due: the due date an overdue notice went out for, so each missed due date is
  -- announced once (a moved date missed again is a new event). A milestone is one day.
  assignee_user_id uuid,
  estimate_hours numeric(7,2) check (estimate_hours is null or (estimate_hours >= 0 and estimate_hours <= 10000)),
  is_milestone boolean not null default false,
  overdue_notified_due date,
  unique (id, organization_id),
  constraint project_tasks_check check (due_date is null or start_date is null or due_date >= start_date),
  constraint project_tasks_check1 check (depends_on_task_id is null or depends_on_task_id <> id),
  constraint project_tasks_milestone_one_day check (not is_milestone or start_date is null or due_date is null or start_date = due_date),
  constraint project_tasks_assignee_member_fkey foreign key (organization_id, assignee_user_id) references public.organization_members (organization_id, user_id) on delete set null (assignee_user_id),
  foreign key (depends_on_task_id, organization_id) references public.project_tasks (id, organization_id) on delete set null (depends_on_task_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete cascade
);
create index project_tasks_assignee_idx on public.project_tasks (organization_id, assignee_user_id) where assignee_user_id is not null;
create index project_tasks_depends_idx on public.project_tasks (depends_on_task_id);
create index project_tasks_org_created_idx on public.project_tasks (organization_id, created_at desc, id);
create index project_tasks_org_due_idx on public.project_tasks (organization_id, due_date) where status <> 'done';
create index project_tasks_org_idx on public.project_tasks (organization_id);
create index project_tasks_project_idx on public.project_tasks (project_id, sort_order);
revoke all on table public.project_tasks from anon, authenticated;
grant select, insert, update, delete on table public.project_tasks to authenticated;
grant all on table public.project_tasks to service_role;

-- Comments on a task: members write as themselves; the author edits and deletes their own, owners
-- and admins delete anyone's.
create table public.task_comments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  task_id uuid not null,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null check (length(btrim(body)) between 1 and 4000),
  created_at timestamptz not null default now(),
  foreign key (task_id, organization_id) references public.project_tasks (id, organization_id) on delete cascade
);
create index task_comments_org_idx on public.task_comments (organization_id);
create index task_comments_task_idx on public.task_comments (task_id, created_at);
grant select, insert, update, delete on table public.task_comments to authenticated;
grant all on table public.task_comments to service_role;

-- Finish-to-start dependencies between tasks, any number per task, within one organization, no
-- cycle: a task cannot start before a task it depends on ends (checked by triggers, in words).
create table public.task_dependencies (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  predecessor_id uuid not null,
  successor_id uuid not null,
  created_at timestamptz not null default now(),
  unique (predecessor_id, successor_id),
  constraint task_dependencies_check check (predecessor_id <> successor_id),
  foreign key (predecessor_id, organization_id) references public.project_tasks (id, organization_id) on delete cascade,
  foreign key (successor_id, organization_id) references public.project_tasks (id, organization_id) on delete cascade
);
create index task_dependencies_org_idx on public.task_dependencies (organization_id);
create index task_dependencies_successor_idx on public.task_dependencies (successor_id);
grant select, insert, update, delete on table public.task_dependencies to authenticated;
grant all on table public.task_dependencies to service_role;

-- ==============================================================================================
-- The general ledger: journal entries, their lines, kept daily totals, year-end closes
-- ==============================================================================================

-- The kinds of journal entry source (journal_entries.source_type), as rows rather than a check
-- constraint's list: a new kind of document adds its type with one insert and never rewrites, so
-- never silently drops, the others':
--   insert into private.entry_source_types (source_type, label) values ('pledge', 'Pledge') on conflict do nothing;
-- The types are listed under Reference data at the end of this file.
create table private.entry_source_types (
  source_type text primary key check (source_type ~ '^[a-z][a-z0-9_]{1,39}$'),
  label text not null
);
revoke all on table private.entry_source_types from public;

-- Posted lines summed per (organization, account, fund, project, day), kept by statement-level
-- triggers (private.add_to_ledger_totals). The dashboard, the chart of accounts, the funds screens,
-- the period-lock guards and the reports read it instead of the lines: journal_entry_lines carry no
-- date (the date is the entry's), so any figure "as of today" or "this fiscal year" over the raw
-- lines joins every line of the organization to its entry, about a second at a million lines; here
-- it reads at most a few tens of thousands of small rows (accounts x funds x days used) whatever the
-- number of lines. Days, not months, so that "as of today" and fiscal years cut exactly.
--
-- It stays exact because posted lines never change: a posted entry and its lines are immutable
-- (corrections are reversals, which are new posted lines), lines join a posted entry only in the
-- transaction that created it (the insert trigger sees them), a draft's lines count from the
-- moment the draft becomes posted (the update trigger), and draft lines never count.
--
-- The year-end closing and reopening entries are left out. Every statement derives net assets as
-- the net-asset accounts plus the revenue and expense accounts, by the class of the line's fund, so
-- a close changes no net-asset figure; but a Statement of Activities read over the closing entry
-- would show a closed year's revenue and expenses as zero. The totals therefore hold activity only,
-- and a closed year's statements read the same before and after the close. The raw lines keep the
-- closing entry (the general ledger, the trial balance after closing and the hledger export show
-- it).
--
-- Deleting an organization cascades here too. It lives in schema private: no API role can read or
-- write it.
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
revoke all on table private.ledger_daily_totals from public;

-- Posted expense lines summed per (organization, account, fund, project, function, day), for the
-- functional expense matrix (Program Expense Analysis), the program expense ratio and Form 990 Part
-- IX, which read small rows at a million lines. A second table because ledger_daily_totals does not
-- know the function (a line's function may differ from its project's when set explicitly). Kept
-- exactly like it (private.add_to_function_totals: the same triggers, the same entries left out),
-- so both give the same expense totals (supabase/tests/reports-expense-functions.integration.test.ts
-- checks it).
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
revoke all on table private.ledger_function_daily_totals from public;

-- The one general ledger: journal entries and their lines (account, fund, optional project,
-- debit, credit). Integrity lives here: a posted entry balances in total and per fund (checked
-- at commit by a deferred constraint trigger), a posted entry and its lines never change (they
-- are corrected by reversal), and nothing is posted on or before the organization's
-- locked_through date.
create table public.journal_entries (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  entry_date date not null default current_date,
  description text not null default '',
  reference text,
  -- 'draft' entries may be edited freely; 'posted' ones are final.
  status text not null default 'posted' check (status in ('draft', 'posted')),
  -- Which document posted it ('manual' for entries keyed in by hand).
  source_type text not null default 'manual' references private.entry_source_types (source_type),
  source_id uuid,
  reverses_entry_id uuid,
  posted_at timestamptz,
  created_by uuid default auth.uid(),
  -- The database transaction that created the entry: lines may be added to a posted entry only
  -- within it (so a document and its entry are written together, never amended later).
  created_txid bigint not null default txid_current(),
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (reverses_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
-- The drafts: few among many posted entries, listed without reading the posted ones.
create index journal_entries_drafts_idx on public.journal_entries (organization_id, entry_date desc) where status = 'draft';
create index journal_entries_org_date_idx on public.journal_entries (organization_id, entry_date desc, created_at desc);
-- The list filtered by source stays fast at hundreds of thousands of entries (text anywhere in the
-- description or reference uses the trigram indexes at the end of this file).
create index journal_entries_org_source_idx on public.journal_entries (organization_id, source_type, entry_date desc);
-- An entry is reversed at most once.
create unique index journal_entries_reverses_idx on public.journal_entries (reverses_entry_id) where reverses_entry_id is not null;
create index journal_entries_source_idx on public.journal_entries (source_type, source_id);
revoke all on table public.journal_entries from anon, authenticated;
grant select, insert, update, delete on table public.journal_entries to authenticated;
grant all on table public.journal_entries to service_role;

-- A fiscal year's close (close_fiscal_year) and, once an owner reopens it, its reopening
-- (reopen_fiscal_year); at most one active close per year end. Members read; only those two
-- functions write.
create table public.fiscal_year_closes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  fiscal_year_start date not null,
  fiscal_year_end date not null,
  closing_entry_id uuid references public.journal_entries (id) on delete set null,
  reopening_entry_id uuid references public.journal_entries (id) on delete set null,
  -- The change in net assets the close moved, per class (credits - debits of the closed accounts).
  closed_without_restrictions numeric(14,2) not null default 0,
  closed_with_restrictions numeric(14,2) not null default 0,
  -- The lock date in force before the close, which a reopening restores (or the day before the
  -- year's end when that lock reached past it).
  previous_locked_through date,
  closed_by uuid references auth.users (id) on delete set null,
  closed_at timestamptz not null default now(),
  reopened_by uuid references auth.users (id) on delete set null,
  reopened_at timestamptz,
  constraint fiscal_year_closes_check check (fiscal_year_end > fiscal_year_start)
);
create unique index fiscal_year_closes_one_active on public.fiscal_year_closes (organization_id, fiscal_year_end) where reopened_at is null;
create index fiscal_year_closes_org_idx on public.fiscal_year_closes (organization_id, fiscal_year_end desc);
grant select on table public.fiscal_year_closes to authenticated;

-- A line of an entry: an account, a fund and an optional project, a debit or a credit (never both),
-- and on an expense account the function it served.
create table public.journal_entry_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  journal_entry_id uuid not null,
  account_id uuid not null,
  fund_id uuid not null,
  project_id uuid,
  description text,
  debit numeric(14,2) not null default 0 check (debit >= 0),
  credit numeric(14,2) not null default 0 check (credit >= 0),
  line_number smallint not null default 1,
  created_at timestamptz not null default now(),
  function text check (function in ('program', 'management_general', 'fundraising')),
  constraint journal_entry_lines_check check ((debit > 0 and credit = 0) or (credit > 0 and debit = 0)),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id) on delete cascade,
  foreign key (project_id, organization_id) references public.projects (id, organization_id)
);
-- Reports aggregate by account, fund and project within an organization.
create index journal_entry_lines_account_idx on public.journal_entry_lines (organization_id, account_id);
-- The commit-time balance check reads one entry's lines grouped by fund: this index answers it
-- alone. (With a plain fund index the planner may walk a whole fund to group one entry's lines.)
create index journal_entry_lines_entry_fund_idx on public.journal_entry_lines (journal_entry_id, fund_id) include (debit, credit);
create index journal_entry_lines_fund_idx on public.journal_entry_lines (organization_id, fund_id);
create index journal_entry_lines_project_idx on public.journal_entry_lines (project_id) where project_id is not null;
comment on column public.journal_entry_lines.function is
  'Expense lines only: program, management_general or fundraising (explicit, else the project''s, else the account''s default, else management_general). Null on other lines.';
revoke all on table public.journal_entry_lines from anon, authenticated;
grant select, insert, update, delete on table public.journal_entry_lines to authenticated;
grant all on table public.journal_entry_lines to service_role;

-- ==============================================================================================
-- Transactions (simple income, expense and transfer records that post to the ledger)
-- ==============================================================================================

-- Transactions (the quick-entry records of the transaction dialog and the bank import) and their
-- posting: inserting one writes its balanced journal entry in the same database transaction.
--
--   type       debit                         credit
--   Income     cash                          the chosen Revenue account
--   Expense    the chosen Expenses account   cash
--   Asset      the chosen Assets account     cash         (cash spent on the asset)
--   Liability  cash                          the chosen Liabilities account (cash received, e.g. a loan)
--
-- Cash is the settings' cash account (private.cash_account); the fund is the given fund or the
-- organization's general unrestricted fund (default_fund_id). Without an account, an Income or
-- Expense posts to the settings' default revenue or expense account, else (and an Asset or
-- Liability always) to the chart's Uncategorized account of its category; an account of another
-- category is refused. An amount of 0 posts nothing. Changing date/type/account/amount/fund/project
-- reverses the old entry (dated as it was) and posts a new one; deleting a transaction reverses its
-- entry. Both respect the period lock.
create table public.transactions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  date date not null default current_date,
  description text not null default '',
  account_id uuid,
  type text not null default 'Expense' check (type in ('Income', 'Expense', 'Asset', 'Liability')),
  amount numeric(14,2) not null default 0 check (amount >= 0),
  notes text,
  project_id uuid,
  fund_id uuid,
  journal_entry_id uuid unique,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  -- Checked at commit: an inserted row is written before the entry the statement-level posting
  -- trigger writes for it (private.post_inserted_transactions).
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id) deferrable initially deferred,
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index transactions_account_idx on public.transactions (account_id);
create index transactions_fund_idx on public.transactions (fund_id);
-- transactions_org_{account,fund,project}_date_idx: filters by account, fund or project narrow
-- within the organization and keep the list's date order.
create index transactions_org_account_date_idx on public.transactions (organization_id, account_id, date desc, created_at desc, id);
-- The list and the bundle (get_organization_data) read the most recent first; keyset/offset
-- pagination uses the same order.
create index transactions_org_date_idx on public.transactions (organization_id, date desc, created_at desc, id);
-- Sorting by description, or by signed amount (below), within an organization pages through an
-- index instead of sorting the organization's rows.
create index transactions_org_description_idx on public.transactions (organization_id, description, date, created_at, id);
create index transactions_org_fund_date_idx on public.transactions (organization_id, fund_id, date desc, created_at desc, id);
create index transactions_org_project_date_idx on public.transactions (organization_id, project_id, date desc, created_at desc, id)
  where project_id is not null;
-- The list shows money in (Income, Liability) as positive and money out (Expense, Asset) as
-- negative, and sorts by that signed amount. The expression is written out, identically here and in
-- public.search_transactions so the planner matches it to the index, rather than a function: an
-- index expression runs with the rights of whoever inserts, and API users may not call private
-- functions.
create index transactions_org_signed_amount_idx
  on public.transactions (organization_id, (case when type in ('Income', 'Liability') then amount else -amount end), date, created_at, id);
create index transactions_project_idx on public.transactions (project_id) where project_id is not null;
revoke all on table public.transactions from anon, authenticated;
grant select, insert, update, delete on table public.transactions to authenticated;
grant all on table public.transactions to service_role;

-- ==============================================================================================
-- Invoices and bills, their lines and payments, customers and vendors, document e-mail
-- ==============================================================================================

-- The organization's customers, whom invoices bill (list_customers adds their open and overdue
-- balances).
create table public.customers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text,
  phone text,
  address text,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id)
);
create index customers_org_created_idx on public.customers (organization_id, created_at desc, id);
create index customers_org_idx on public.customers (organization_id, name);
create index customers_org_name_id_idx on public.customers (organization_id, name, id);
revoke all on table public.customers from anon, authenticated;
grant select, insert, update, delete on table public.customers to authenticated;
grant all on table public.customers to service_role;

-- The document e-mail outbox, used by receipts, invoices, statements, purchase orders and pay
-- stubs: a screen uploads the PDF to the private documents bucket
-- (documents/<organization_id>/emails/<uuid>.pdf) and calls queue_document_email; the backend's mail
-- worker (packages/backend/src/mail) delivers queued rows (SMTP when configured, else the
-- development outbox auth.dev_outbox) and marks each one sent or failed with the error. The row is
-- the record that a document was sent (who, to whom, when). Members read their organization's rows;
-- nobody writes them directly: only the RPC inserts (refusing viewers) and the backend updates.
create table public.document_emails (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  recipient text not null check (recipient ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(recipient) <= 320),
  subject text not null check (length(btrim(subject)) between 1 and 300),
  body text not null check (length(body) <= 20000),
  attachment_path text,
  document_type text not null check (document_type ~ '^[a-z_]{1,40}$'),
  document_id uuid,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  error text,
  attempts integer not null default 0,
  sent_at timestamptz,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint document_emails_check check (attachment_path is null or (length(attachment_path) <= 1024 and attachment_path like organization_id::text || '/%'))
);
create index document_emails_document_idx on public.document_emails (organization_id, document_type, document_id, created_at desc);
create index document_emails_queued_idx on public.document_emails (created_at) where status = 'queued';
revoke insert, update, delete on table public.document_emails from anon, authenticated;
grant select on table public.document_emails to authenticated;
grant all on table public.document_emails to service_role;

-- Invoices, their lines and their payments (docs/documents.md). An invoice is written as a draft,
-- its lines added, then issued: the lines, total, fund and date of an issued invoice are final
-- (void it and issue a new one), while the due date, terms and notes still change.
-- private.post_document (the trigger invoices_post) posts:
--   issuing (leaving 'draft'): debit Accounts Receivable once per fund (the sum of that fund's
--     lines), credit each line's revenue account in the line's fund (the settings' default revenue
--     account, else Uncategorized Income, for a line without one);
--   each payment, a row of invoice_payments (record_invoice_payment): debit the deposit account,
--     credit Accounts Receivable, split across the invoice's funds (see invoice_lines);
--   voiding an issued invoice without payments reverses the issue entry.
-- A payment raises amount_paid and the last one sets 'paid'. Raising amount_paid or setting 'paid'
-- directly records a payment on the cash account, which posts the same entry. The state a person
-- reads (sent, partially paid, overdue, paid) is derived, never stored (private.document_state).
-- The screens read search_invoices and get_invoice and write through save_invoice and
-- set_invoice_status; ar_aging ties the open invoices to the ledger.
create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_number text not null,
  customer_id uuid,
  customer_name text not null check (length(btrim(customer_name)) between 1 and 200),
  customer_email text,
  issue_date date not null default current_date,
  due_date date not null default current_date + 30,
  status text not null default 'draft' check (status in ('draft', 'sent', 'paid', 'overdue', 'void')),
  fund_id uuid,
  project_id uuid,
  total numeric(14,2) not null default 0 check (total >= 0),
  amount_paid numeric(14,2) not null default 0 check (amount_paid >= 0),
  paid_date date,
  notes text,
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  terms text check (terms is null or length(terms) <= 60),
  unique (id, organization_id),
  unique (organization_id, invoice_number),
  constraint invoices_check check (due_date >= issue_date),
  constraint invoices_check1 check (amount_paid <= total),
  foreign key (customer_id, organization_id) references public.customers (id, organization_id) on delete set null (customer_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index invoices_customer_idx on public.invoices (customer_id);
create index invoices_org_date_idx on public.invoices (organization_id, issue_date desc);
create index invoices_org_due_idx on public.invoices (organization_id, due_date) where status not in ('draft', 'void');
create index invoices_org_list_cover_idx on public.invoices (organization_id, issue_date desc, invoice_number desc, id)
  include (status, total, amount_paid, due_date);
create index invoices_status_idx on public.invoices (organization_id, status, due_date);
revoke all on table public.invoices from anon, authenticated;
grant select, insert, update, delete on table public.invoices to authenticated;
grant all on table public.invoices to service_role;

-- An invoice's lines. Each has a fund (the invoice's fund_id is the default for lines that name
-- none), so the issue entry balances within every fund, as private.check_entry_balance requires.
-- Payments are split across the document's funds pro rata of each fund's open balance when the
-- payment is recorded (private.document_payment_shares): a fund's open balance is its lines less
-- what earlier payments took from it, read from those payments' receivable or payable lines in the
-- ledger. Each share is rounded to the cent and the rounding difference goes to the fund with the
-- largest open balance (ties: lowest fund id), so a payment of the whole balance takes exactly each
-- fund's open balance and a paid document leaves nothing open in any fund. A void reverses the
-- issue entry line by line (private.reverse_entry), so fund by fund. Bill lines follow the same
-- rules.
create table public.invoice_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_id uuid not null,
  description text not null default '',
  quantity numeric(12,2) not null default 1 check (quantity > 0),
  unit_price numeric(14,2) not null default 0 check (unit_price >= 0),
  amount numeric(14,2) generated always as (round((quantity * unit_price), 2)) stored,
  account_id uuid,
  line_number smallint not null default 1,
  created_at timestamptz not null default now(),
  project_id uuid,
  fund_id uuid not null,
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  constraint invoice_lines_fund_fk foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (invoice_id, organization_id) references public.invoices (id, organization_id) on delete cascade,
  constraint invoice_lines_project_fk foreign key (project_id, organization_id) references public.projects (id, organization_id)
);
create index invoice_lines_account_idx on public.invoice_lines (account_id);
create index invoice_lines_fund_idx on public.invoice_lines (fund_id);
create index invoice_lines_invoice_idx on public.invoice_lines (invoice_id, line_number);
create index invoice_lines_project_idx on public.invoice_lines (project_id) where project_id is not null;
revoke all on table public.invoice_lines from anon, authenticated;
grant select, insert, update, delete on table public.invoice_lines to authenticated;
grant all on table public.invoice_lines to service_role;

-- A payment on an invoice: final once recorded (correct it with a journal entry), dated no earlier
-- than the invoice and at most its balance; private.post_document_payment posts it.
create table public.invoice_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_id uuid not null,
  payment_date date not null default current_date,
  amount numeric(14,2) not null check (amount > 0),
  method text not null default 'check' check (method in ('cash', 'check', 'card', 'ach', 'wire', 'other')),
  reference text check (reference is null or length(reference) <= 60),
  account_id uuid,
  notes text check (notes is null or length(notes) <= 500),
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (invoice_id, organization_id) references public.invoices (id, organization_id) on delete cascade,
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index invoice_payments_invoice_idx on public.invoice_payments (invoice_id, payment_date);
create index invoice_payments_org_date_idx on public.invoice_payments (organization_id, payment_date);
grant select, insert on table public.invoice_payments to authenticated;

-- The organization's vendors, whom bills pay: a default expense account for bill lines that name
-- none, and the 1099 flag the Taxes report reads.
create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text,
  phone text,
  address text,
  tax_id text,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  default_expense_account_id uuid,
  is_1099 boolean not null default false,
  unique (id, organization_id),
  constraint vendors_default_expense_account_fk foreign key (default_expense_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (default_expense_account_id)
);
create index vendors_org_created_idx on public.vendors (organization_id, created_at desc, id);
create index vendors_org_idx on public.vendors (organization_id, name);
create index vendors_org_name_id_idx on public.vendors (organization_id, name, id);
revoke all on table public.vendors from anon, authenticated;
grant select, insert, update, delete on table public.vendors to authenticated;
grant all on table public.vendors to service_role;

-- Bills, their lines and their payments, as invoices are (docs/documents.md): a draft, its lines,
-- then approval (stored status 'open'), final once approved. private.post_document (bills_post)
-- posts:
--   approving: debit each line's expense or asset account in the line's fund, on the line's project
--     (the vendor's default expense account, the settings' default expense account, else
--     Uncategorized Expense, for a line without one), credit Accounts Payable once per fund;
--   each payment, a row of bill_payments (pay_bills, one bill or a batch): debit Accounts Payable,
--     credit the paying account, split across the bill's funds as invoice payments are;
--   voiding an approved bill without payments reverses the approval entry.
-- Over the settings' bill_approval_threshold only owners and admins approve. The vendor's
-- document is kept in the private documents bucket, at attachment_path.
create table public.bills (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  bill_number text not null,
  vendor_id uuid,
  vendor_name text not null check (length(btrim(vendor_name)) between 1 and 200),
  vendor_reference text,
  bill_date date not null default current_date,
  due_date date not null default current_date + 30,
  status text not null default 'draft' check (status in ('draft', 'open', 'paid', 'overdue', 'void')),
  fund_id uuid,
  total numeric(14,2) not null default 0 check (total >= 0),
  amount_paid numeric(14,2) not null default 0 check (amount_paid >= 0),
  paid_date date,
  notes text,
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  attachment_path text check (attachment_path is null or length(attachment_path) <= 500),
  attachment_name text check (attachment_name is null or length(attachment_name) <= 255),
  -- The purchase order it bills (three-way match, docs/supply-chain.md); its foreign key is at the
  -- end of this file.
  purchase_order_id uuid,
  unique (id, organization_id),
  unique (organization_id, bill_number),
  constraint bills_attachment_folder check (attachment_path is null or attachment_path like organization_id::text || '/bills/' || id::text || '/%'),
  constraint bills_check check (due_date >= bill_date),
  constraint bills_check1 check (amount_paid <= total),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id),
  foreign key (vendor_id, organization_id) references public.vendors (id, organization_id) on delete set null (vendor_id)
);
create index bills_org_date_idx on public.bills (organization_id, bill_date desc);
create index bills_org_due_idx on public.bills (organization_id, due_date) where status not in ('draft', 'void');
create index bills_org_list_cover_idx on public.bills (organization_id, bill_date desc, bill_number desc, id)
  include (status, total, amount_paid, due_date);
create index bills_purchase_order_idx on public.bills (purchase_order_id) where purchase_order_id is not null;
create index bills_status_idx on public.bills (organization_id, status, due_date);
create index bills_vendor_idx on public.bills (vendor_id);
revoke all on table public.bills from anon, authenticated;
grant select, insert, update, delete on table public.bills to authenticated;
grant all on table public.bills to service_role;

-- A bill's lines, each in its own fund, as invoice lines.
create table public.bill_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  bill_id uuid not null,
  description text not null default '',
  quantity numeric(12,2) not null default 1 check (quantity > 0),
  unit_price numeric(14,2) not null default 0 check (unit_price >= 0),
  amount numeric(14,2) generated always as (round((quantity * unit_price), 2)) stored,
  account_id uuid,
  project_id uuid,
  line_number smallint not null default 1,
  created_at timestamptz not null default now(),
  -- The order line it bills: a stock line is then debited to Goods Received Not Invoiced, which the
  -- receipt credited.
  purchase_order_item_id uuid,
  fund_id uuid not null,
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (bill_id, organization_id) references public.bills (id, organization_id) on delete cascade,
  constraint bill_lines_fund_fk foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id)
);
create index bill_lines_account_idx on public.bill_lines (account_id);
create index bill_lines_bill_idx on public.bill_lines (bill_id, line_number);
create index bill_lines_fund_idx on public.bill_lines (fund_id);
create index bill_lines_project_idx on public.bill_lines (project_id) where project_id is not null;
create index bill_lines_purchase_order_item_idx on public.bill_lines (purchase_order_item_id) where purchase_order_item_id is not null;
revoke all on table public.bill_lines from anon, authenticated;
grant select, insert, update, delete on table public.bill_lines to authenticated;
grant all on table public.bill_lines to service_role;

-- A payment of a bill, final once recorded, as invoice payments; private.post_document_payment
-- posts it.
create table public.bill_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  bill_id uuid not null,
  payment_date date not null default current_date,
  amount numeric(14,2) not null check (amount > 0),
  method text not null default 'check' check (method in ('cash', 'check', 'card', 'ach', 'wire', 'other')),
  reference text check (reference is null or length(reference) <= 60),
  account_id uuid,
  notes text check (notes is null or length(notes) <= 500),
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (bill_id, organization_id) references public.bills (id, organization_id) on delete cascade,
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index bill_payments_bill_idx on public.bill_payments (bill_id, payment_date);
create index bill_payments_org_date_idx on public.bill_payments (organization_id, payment_date);
grant select, insert on table public.bill_payments to authenticated;

-- ==============================================================================================
-- Donors, donations, pledges and their instalments
-- ==============================================================================================

-- The organization's donors. The duplicate-donor warning (find_similar_donors) compares the e-mail,
-- or the name and postal code, ignoring case and surrounding spaces.
create table public.donors (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text,
  phone text,
  address text,
  donor_type text not null default 'individual' check (donor_type in ('individual', 'foundation', 'corporation', 'government', 'other')),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  postal_code text check (postal_code is null or length(postal_code) <= 20),
  address_line1 text check (address_line1 is null or length(address_line1) <= 200),
  city text check (city is null or length(city) <= 100),
  region text check (region is null or length(region) <= 100),
  unique (id, organization_id)
);
create index donors_org_created_idx on public.donors (organization_id, created_at desc, id);
create index donors_org_email_idx on public.donors (organization_id, lower(btrim(email))) where email is not null;
create index donors_org_idx on public.donors (organization_id, name);
create index donors_org_name_id_idx on public.donors (organization_id, name, id);
revoke all on table public.donors from anon, authenticated;
grant select, insert, update, delete on table public.donors to authenticated;
grant all on table public.donors to service_role;

-- Pledges: a donor's unconditional promise to give, written through save_pledge and posted when
-- made (private.post_pledge: debit Pledges Receivable, credit contributions, in the pledge's fund
-- and project), optionally on a schedule of instalments, paid by gifts applied to it
-- (donations.pledge_id), and cancelled by writing off what is still unpaid (cancel_pledge,
-- cancel_entry_id). Clients update only the fields a person edits; the posting, cancellation and
-- write-off columns are the database's (docs/donations.md).
create table public.pledges (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  donor_id uuid not null,
  pledge_date date not null default current_date,
  amount numeric(14,2) not null check (amount > 0),
  fund_id uuid,
  restriction text not null default 'without_donor_restrictions' check (restriction in ('without_donor_restrictions', 'with_donor_restrictions')),
  account_id uuid,
  project_id uuid,
  campaign text check (campaign is null or length(campaign) <= 200),
  notes text check (notes is null or length(notes) <= 2000),
  journal_entry_id uuid unique,
  cancelled_at timestamptz,
  cancel_date date,
  cancel_reason text check (cancel_reason is null or length(cancel_reason) <= 500),
  written_off numeric(14,2) not null default 0 check (written_off >= 0),
  cancel_entry_id uuid unique,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (cancel_entry_id, organization_id) references public.journal_entries (id, organization_id),
  foreign key (donor_id, organization_id) references public.donors (id, organization_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index pledges_donor_idx on public.pledges (donor_id);
create index pledges_org_date_idx on public.pledges (organization_id, pledge_date desc, created_at desc, id);
create index pledges_org_list_idx on public.pledges (organization_id, pledge_date desc, created_at desc, id desc);
revoke update on table public.pledges from authenticated;
grant update (donor_id, pledge_date, amount, fund_id, account_id, project_id, campaign, notes) on table public.pledges to authenticated;

-- Donations and their posting (private.post_donation, in the same transaction):
--   debit cash (Pledges Receivable for method 'pledge', Inventory for goods given in kind),
--   credit the donation's revenue account (else Contributions, Grants for a grant, In-kind
--   Contributions for goods), in the donation's fund, whose restriction must match the donation's;
--   without a fund an unrestricted gift goes to the general fund. A gift applied to a pledge
--   credits Pledges Receivable instead, in the pledge's fund and restriction, up to the pledge's
--   open balance.
-- Changing the date, amount, method, restriction, fund, account, project or pledge reverses the old
-- entry (dated as it was) and posts a new one; deleting a donation reverses its entry. Writes are
-- plain inserts and updates under RLS (members write, viewers are refused); the screen reads
-- search_donations, list_donors and donation_campaigns.
create table public.donations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  donor_id uuid,
  donor_name text not null check (length(btrim(donor_name)) between 1 and 200),
  donor_email text,
  donation_date date not null default current_date,
  amount numeric(14,2) not null check (amount > 0),
  method text not null default 'card' check (method in ('cash', 'check', 'card', 'ach', 'wire', 'stock', 'pledge', 'in_kind', 'other')),
  restriction text not null default 'without_donor_restrictions' check (restriction in ('without_donor_restrictions', 'with_donor_restrictions')),
  fund_id uuid,
  account_id uuid,
  project_id uuid,
  campaign text,
  receipt_number text,
  receipt_sent_at timestamptz,
  is_grant boolean not null default false,
  notes text,
  journal_entry_id uuid unique,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The amount of an in-kind gift is its fair value, which the posting debits to Inventory.
  check_number text check (check_number is null or length(check_number) <= 40),
  in_kind_description text check (in_kind_description is null or length(in_kind_description) <= 500),
  pledge_id uuid,
  -- What the donor received in exchange (IRS Publication 1771: a quid pro quo contribution over $75
  -- needs the value of the goods or services and a good-faith estimate): a receipt says either "No
  -- goods or services were provided..." or their description and value, and the deductible part is
  -- amount - value (donation_receipt, giving_statements; docs/donations.md). receipt_sent_at is
  -- stamped when the backend has sent the receipt e-mail (document_emails, type donation_receipt).
  goods_services_value numeric(14,2) check (goods_services_value is null or goods_services_value >= 0),
  goods_services_description text check (goods_services_description is null or length(goods_services_description) <= 500),
  unique (id, organization_id),
  unique (organization_id, receipt_number),
  constraint donations_goods_within_amount check (goods_services_value is null or goods_services_value <= amount),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (donor_id, organization_id) references public.donors (id, organization_id) on delete set null (donor_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id),
  constraint donations_pledge_fkey foreign key (pledge_id, organization_id) references public.pledges (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index donations_donor_idx on public.donations (donor_id);
create index donations_fund_idx on public.donations (fund_id);
create index donations_org_amount_idx on public.donations (organization_id, amount, donation_date, created_at, id);
create index donations_org_campaign_idx on public.donations (organization_id, lower(campaign)) where campaign is not null;
-- Donations by organization and date: the analysis reads one organization's gifts up to a date.
create index donations_org_date_idx on public.donations (organization_id, donation_date desc);
create index donations_org_donor_name_idx on public.donations (organization_id, donor_name, donation_date, created_at, id);
create index donations_org_list_idx on public.donations (organization_id, donation_date desc, created_at desc, id desc)
  include (amount, restriction);
-- search_pledges reads what was paid on every pledge of the organization in one grouped read of
-- the gifts applied to pledges, joined by hash: set-based, so the list stays fast at 100,000
-- pledges.
create index donations_org_pledge_idx on public.donations (organization_id, pledge_id) include (amount)
  where pledge_id is not null;
create index donations_pledge_idx on public.donations (pledge_id) where pledge_id is not null;
revoke all on table public.donations from anon, authenticated;
grant select, insert, update, delete on table public.donations to authenticated;
grant all on table public.donations to service_role;

-- A pledge's schedule: the instalments must add up to the pledge, and gifts fill them in due-date
-- order.
create table public.pledge_installments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  pledge_id uuid not null,
  due_date date not null,
  amount numeric(14,2) not null check (amount > 0),
  created_at timestamptz not null default now(),
  foreign key (pledge_id, organization_id) references public.pledges (id, organization_id) on delete cascade
);
create index pledge_installments_org_idx on public.pledge_installments (organization_id, pledge_id);
create index pledge_installments_pledge_idx on public.pledge_installments (pledge_id, due_date);

-- ==============================================================================================
-- Employees and payroll
-- ==============================================================================================

-- Employees, their allocations and payroll runs with one line per employee (docs/hr.md). A run is
-- a draft, then approved, then paid, each step posting (private.post_payroll_run):
--   approving (journal_entry_id): debit Salaries & Wages (gross), Payroll Taxes (employer taxes)
--     and Benefits (employer benefits), split by each employee's allocations (project, function,
--     fund); credit Accrued Payroll Liabilities (withholdings, deductions, employer taxes and
--     benefits still to be remitted) and Net Pay Payable, per fund;
--   paying (payment_journal_entry_id): debit Net Pay Payable, credit cash.
-- The run's fund defaults to the general fund. Lines are final once a run is approved; voiding an
-- approved or paid run reverses its entries.
create table public.employees (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text,
  phone text,
  position text,
  department text,
  employment_type text not null default 'full_time' check (employment_type in ('full_time', 'part_time', 'contractor', 'temporary')),
  status text not null default 'active' check (status in ('active', 'on_leave', 'terminated')),
  hire_date date,
  termination_date date,
  pay_type text not null default 'salary' check (pay_type in ('salary', 'hourly')),
  -- Annual salary for 'salary', hourly rate for 'hourly'.
  pay_rate numeric(14,2) not null default 0 check (pay_rate >= 0),
  project_id uuid,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  manager_id uuid,
  pay_schedule text not null default 'semimonthly' check (pay_schedule in ('weekly', 'biweekly', 'semimonthly', 'monthly')),
  wage_account_id uuid,
  address_line1 text check (address_line1 is null or length(address_line1) <= 200),
  city text check (city is null or length(city) <= 100),
  region text check (region is null or length(region) <= 100),
  postal_code text check (postal_code is null or length(postal_code) <= 20),
  unique (id, organization_id),
  constraint employees_check check (termination_date is null or hire_date is null or termination_date >= hire_date),
  constraint employees_not_own_manager check (manager_id is null or manager_id <> id),
  constraint employees_manager_fk foreign key (manager_id, organization_id) references public.employees (id, organization_id) on delete set null (manager_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id),
  constraint employees_wage_account_fk foreign key (wage_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (wage_account_id)
);
create index employees_manager_idx on public.employees (manager_id) where manager_id is not null;
-- get_organization_data carries at most private.bundle_limit() newest rows of a list, by creation:
-- this index and the *_org_created_idx of customers, vendors, donors, project tasks and inventory
-- read them in order. Screens that need a whole list read a paged or searched RPC.
create index employees_org_created_idx on public.employees (organization_id, created_at desc, id);
create index employees_org_idx on public.employees (organization_id, name);
create index employees_org_name_cover_idx on public.employees (organization_id, lower(name), id) include (name);
revoke all on table public.employees from anon, authenticated;
grant select, insert, update, delete on table public.employees to authenticated;
grant all on table public.employees to service_role;

-- Allocations: the share of an employee's pay each program (project) or function carries.
create table public.employee_allocations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  employee_id uuid not null,
  project_id uuid,
  function text not null default 'program' check (function in ('program', 'management_general', 'fundraising')),
  fund_id uuid,
  percent numeric(5,2) not null check (percent > 0 and percent <= 100),
  created_at timestamptz not null default now(),
  foreign key (employee_id, organization_id) references public.employees (id, organization_id) on delete cascade,
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete cascade
);
create index employee_allocations_employee_idx on public.employee_allocations (employee_id);
create index employee_allocations_project_idx on public.employee_allocations (project_id) where project_id is not null;

-- Personal identifiers: a table of their own that only owners and admins can reach.
create table public.employee_private (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  employee_id uuid not null unique,
  -- US SSN or ITIN (123-45-6789).
  tax_id text check (tax_id is null or tax_id ~ '^[0-9]{3}-?[0-9]{2}-?[0-9]{4}$'),
  bank_routing text check (bank_routing is null or bank_routing ~ '^[0-9]{9}$'),
  bank_account text check (bank_account is null or bank_account ~ '^[0-9]{4,17}$'),
  updated_at timestamptz not null default now(),
  foreign key (employee_id, organization_id) references public.employees (id, organization_id) on delete cascade
);

create table public.payroll_runs (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  period_start date not null,
  period_end date not null,
  pay_date date not null,
  status text not null default 'draft' check (status in ('draft', 'approved', 'paid', 'void')),
  fund_id uuid,
  total_gross numeric(14,2) not null default 0,
  total_employee_taxes numeric(14,2) not null default 0,
  total_deductions numeric(14,2) not null default 0,
  total_employer_taxes numeric(14,2) not null default 0,
  total_benefits numeric(14,2) not null default 0,
  total_net numeric(14,2) not null default 0,
  notes text,
  journal_entry_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  payment_journal_entry_id uuid,
  approved_at timestamptz,
  approved_by uuid references auth.users (id) on delete set null,
  paid_at timestamptz,
  voided_at timestamptz,
  unique (id, organization_id),
  constraint payroll_runs_check check (period_end >= period_start),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id),
  constraint payroll_runs_payment_entry_fk foreign key (payment_journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index payroll_runs_org_idx on public.payroll_runs (organization_id, pay_date desc);
revoke all on table public.payroll_runs from anon, authenticated;
grant select, insert, update, delete on table public.payroll_runs to authenticated;
grant all on table public.payroll_runs to service_role;

create table public.payroll_run_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  payroll_run_id uuid not null,
  employee_id uuid not null,
  hours numeric(8,2) check (hours is null or hours >= 0),
  gross_pay numeric(14,2) not null check (gross_pay >= 0),
  employee_taxes numeric(14,2) not null default 0 check (employee_taxes >= 0),
  deductions numeric(14,2) not null default 0 check (deductions >= 0),
  employer_taxes numeric(14,2) not null default 0 check (employer_taxes >= 0),
  benefits numeric(14,2) not null default 0 check (benefits >= 0),
  net_pay numeric(14,2) generated always as ((gross_pay - employee_taxes) - deductions) stored,
  created_at timestamptz not null default now(),
  rate numeric(14,2),
  breakdown jsonb not null default '[]'::jsonb check (jsonb_typeof(breakdown) = 'array'),
  unique (payroll_run_id, employee_id),
  constraint payroll_run_lines_check check (employee_taxes + deductions <= gross_pay),
  foreign key (employee_id, organization_id) references public.employees (id, organization_id),
  foreign key (payroll_run_id, organization_id) references public.payroll_runs (id, organization_id) on delete cascade
);
create index payroll_run_lines_employee_idx on public.payroll_run_lines (employee_id);
revoke all on table public.payroll_run_lines from anon, authenticated;
grant select, insert, update, delete on table public.payroll_run_lines to authenticated;
grant all on table public.payroll_run_lines to service_role;

-- ==============================================================================================
-- Budgets
-- ==============================================================================================

-- Budgets: versions of a plan for one scope (a fiscal year, optionally a fund, optionally a
-- project), draft, approved or archived, with amounts per month for revenue and expense accounts.
-- At most one approved budget per scope: the plan that budget vs. actual, the dashboard and the
-- project pages read. fiscal_year is the calendar year the fiscal year starts in; only a draft's
-- lines change (docs/budgets.md).
create table public.budgets (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  fiscal_year integer not null check (fiscal_year between 1900 and 2200),
  start_date date not null,
  end_date date not null,
  status text not null default 'draft' check (status in ('draft', 'approved', 'archived')),
  fund_id uuid,
  project_id uuid,
  notes text,
  total_amount numeric(14,2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  approved_at timestamptz,
  approved_by uuid references auth.users (id) on delete set null,
  unique (id, organization_id),
  unique (organization_id, name),
  constraint budgets_check check (end_date >= start_date),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create unique index budgets_one_approved_per_scope on public.budgets (
  organization_id, fiscal_year,
  coalesce(fund_id, '00000000-0000-0000-0000-000000000000'::uuid),
  coalesce(project_id, '00000000-0000-0000-0000-000000000000'::uuid))
  where status = 'approved';
create index budgets_org_idx on public.budgets (organization_id, fiscal_year desc);
create index budgets_scope_idx on public.budgets (organization_id, fiscal_year, status);
revoke all on table public.budgets from anon, authenticated;
grant select, insert, update, delete on table public.budgets to authenticated;
grant all on table public.budgets to service_role;

create table public.budget_line_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  budget_id uuid not null,
  account_id uuid not null,
  project_id uuid,
  -- The month of the fiscal year, 1 being the budget's first month; a line written without one is
  -- the first month's. Two lines for the same account and month add up.
  period_month smallint not null default 1 check (period_month between 1 and 12),
  -- In the account's natural direction (revenue credit-positive, expenses debit-positive), like the
  -- actuals it is compared with; a plan may be negative.
  amount numeric(14,2) not null default 0,
  notes text,
  created_at timestamptz not null default now(),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (budget_id, organization_id) references public.budgets (id, organization_id) on delete cascade,
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index budget_line_items_account_idx on public.budget_line_items (account_id);
create index budget_line_items_budget_account_idx on public.budget_line_items (budget_id, account_id, period_month);
create index budget_line_items_budget_idx on public.budget_line_items (budget_id);
revoke all on table public.budget_line_items from anon, authenticated;
grant select, insert, update, delete on table public.budget_line_items to authenticated;
grant all on table public.budget_line_items to service_role;

-- ==============================================================================================
-- Bank reconciliation: statements, their lines and matches
-- ==============================================================================================

-- Bank reconciliation: prove that the ledger's cash equals the bank's (docs/reconciliation.md).
--
--   bank_reconciliations     one per cash account and statement: end date, ending balance, the
--                            opening balance (the previous finished reconciliation's ending balance;
--                            the first one starts from the ledger balance before its start date or a
--                            given figure), status in_progress | finished, who finished it and when.
--   bank_statement_lines     the imported statement: date, amount (+ money in, - money out), payee,
--                            description, and the bank's transaction id (FITID / AcctSvcrRef, or a
--                            fingerprint for formats without one): unique per account, so the same
--                            line imported twice is recognised and skipped.
--   bank_statement_matches   statement line <-> ledger lines on the reconciled account (one-to-one or
--                            one-to-many). A journal line is matched at most once, ever. A line
--                            matched in a FINISHED reconciliation is "reconciled": this table is the
--                            ledger's cleared/reconciled mark (a link table, so the immutable
--                            journal_entry_lines are never updated).
--   bank_statement_mappings  the CSV column mapping remembered per account.
--
-- The lock: a reconciled line, its entry, and the document that posted it cannot be changed or
-- deleted (a change of a transaction, donation, invoice or bill reverses its entry: the reversal is
-- what is refused). Corrections are new entries. Undoing the account's last finished
-- reconciliation (owners and admins) lifts the lock for its lines.
--
-- Every figure (cleared balance, difference, suggestions) is computed here; the screen shows them.
-- The workspace reads one page at a time (get_bank_reconciliation_summary for the header's
-- figures, search_bank_statement_lines and search_bank_reconciliation_ledger for the pages);
-- suggestions come from the one set-based private.bank_match_suggestions, once per page read and
-- only while the reconciliation is in progress.
create table public.bank_reconciliations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_id uuid not null,
  statement_start_date date not null,
  statement_end_date date not null,
  opening_balance numeric(14,2) not null default 0,
  ending_balance numeric(14,2) not null,
  status text not null default 'in_progress' check (status in ('in_progress', 'finished')),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  finished_by uuid,
  finished_at timestamptz,
  unique (id, organization_id),
  constraint bank_reconciliations_check check (statement_start_date <= statement_end_date),
  constraint bank_reconciliations_check1 check ((status = 'finished') = (finished_at is not null)),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id)
);
create index bank_reconciliations_account_idx on public.bank_reconciliations (organization_id, account_id, statement_end_date desc);
create unique index bank_reconciliations_end_idx on public.bank_reconciliations (account_id, statement_end_date);
-- One reconciliation in progress per account; statements follow each other.
create unique index bank_reconciliations_one_open_idx on public.bank_reconciliations (account_id) where status = 'in_progress';
revoke all on table public.bank_reconciliations from anon, authenticated;
grant select on table public.bank_reconciliations to authenticated;
grant all on table public.bank_reconciliations to service_role;

create table public.bank_statement_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  reconciliation_id uuid not null,
  account_id uuid not null,
  line_date date not null,
  amount numeric(14,2) not null check (amount <> 0),
  payee text,
  description text not null default '',
  bank_transaction_id text not null,
  source_format text not null default 'manual' check (source_format in ('csv', 'ofx', 'qfx', 'camt053', 'manual')),
  line_number integer not null default 0,
  created_at timestamptz not null default now(),
  reference text,
  unique (id, organization_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (reconciliation_id, organization_id) references public.bank_reconciliations (id, organization_id) on delete cascade
);
-- Duplicate detection: the bank's id is unique per account.
create unique index bank_statement_lines_bank_id_idx on public.bank_statement_lines (organization_id, account_id, bank_transaction_id);
create index bank_statement_lines_reconciliation_idx on public.bank_statement_lines (reconciliation_id, line_date);
comment on column public.bank_statement_lines.reference is
  'The bank''s reference of a line typed in by hand (a check number...), shown and searched; not its identity (bank_transaction_id).';
revoke all on table public.bank_statement_lines from anon, authenticated;
grant select on table public.bank_statement_lines to authenticated;
grant all on table public.bank_statement_lines to service_role;

create table public.bank_statement_mappings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_id uuid not null,
  mapping jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now(),
  unique (organization_id, account_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id) on delete cascade
);
revoke all on table public.bank_statement_mappings from anon, authenticated;
grant select, insert, update, delete on table public.bank_statement_mappings to authenticated;
grant all on table public.bank_statement_mappings to service_role;

create table public.bank_statement_matches (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  reconciliation_id uuid not null,
  statement_line_id uuid not null,
  journal_entry_line_id uuid not null references public.journal_entry_lines (id) on delete cascade,
  journal_entry_id uuid not null,
  amount numeric(14,2) not null,
  method text not null default 'manual' check (method in ('suggested', 'manual', 'created')),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  foreign key (reconciliation_id, organization_id) references public.bank_reconciliations (id, organization_id) on delete cascade,
  foreign key (statement_line_id, organization_id) references public.bank_statement_lines (id, organization_id) on delete cascade
);
create index bank_statement_matches_entry_idx on public.bank_statement_matches (journal_entry_id);
-- A ledger line clears once.
create unique index bank_statement_matches_line_idx on public.bank_statement_matches (journal_entry_line_id);
create index bank_statement_matches_reconciliation_idx on public.bank_statement_matches (reconciliation_id);
create index bank_statement_matches_statement_idx on public.bank_statement_matches (statement_line_id);
revoke all on table public.bank_statement_matches from anon, authenticated;
grant select on table public.bank_statement_matches to authenticated;
grant all on table public.bank_statement_matches to service_role;

-- ==============================================================================================
-- Report mappings: Form 990 lines and cash-flow sections
-- ==============================================================================================

-- Statement of Cash Flows, indirect method, over the kept daily totals.
--
-- Every account is one of: cash (a bank or cash account: private.is_cash_account), net assets /
-- revenue / expenses (their change is the change in net assets, the statement's first line), or an
-- asset or liability whose change over the period is a line of one section: operating, investing or
-- financing. Contra-assets (an asset with a credit normal balance: accumulated depreciation) are
-- "non-cash items" within operating activities (depreciation). A line's amount is the account's
-- credits - debits in the period (an increase of an asset uses cash, an increase of a liability
-- provides it). Because every posted entry balances, change in net assets + every section's lines
-- = the change in cash, so the ending cash equals the cash on the Statement of Financial Position.
--
-- The section of an asset or liability comes from its account type, configurable per organization
-- in private.cash_flow_sections: one row per asset or liability type, added with its default when
-- the type is created (private.default_cash_flow_section: Bank -> cash; Receivable, Inventory,
-- Prepaid, Payable, Accrued Liability, Deferred Revenue, Other Liability -> operating; Fixed Asset,
-- Other Asset -> investing; Long-term Liability -> financing). Owners and admins change it with
-- set_cash_flow_section; accounts without a type count as operating. Kept in schema private and
-- read and written through the definer's functions only (no API role touches the table).
create table private.cash_flow_sections (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_type_id uuid not null,
  section text not null check (section in ('cash', 'operating', 'investing', 'financing')),
  updated_at timestamptz not null default now(),
  constraint cash_flow_sections_pkey primary key (organization_id, account_type_id),
  foreign key (account_type_id, organization_id) references public.account_types (id, organization_id) on delete cascade
);
revoke all on table private.cash_flow_sections from public;

-- Taxes Report: a Form 990 helper, 1099 vendors and payroll tax liabilities.
--
-- Form 990: every revenue account maps to a line of Part VIII (Statement of Revenue) and every
-- expense account to a line of Part IX (Statement of Functional Expenses). private.form_990_lines
-- holds the lines (reference data at the end of this file); private.form_990_mappings holds an
-- organization's choices only: an account without one takes its default line
-- (private.default_990_line, by system key for the default chart, else by name). Owners and admins
-- change them with set_form_990_line (null restores the default). The release account maps to no
-- line (a reclassification, not revenue). Part VIII column (A) is credits - debits of the period;
-- Part IX columns (A) total, (B) program services, (C) management and general, (D) fundraising come
-- from the kept totals by expense function, so Part IX's total equals total expenses and the
-- Program Expense Analysis.
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
  constraint form_990_lines_pkey primary key (part, line)
);
revoke all on table private.form_990_lines from public;

create table private.form_990_mappings (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_id uuid not null,
  line text,
  updated_at timestamptz not null default now(),
  constraint form_990_mappings_pkey primary key (organization_id, account_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id) on delete cascade
);
revoke all on table private.form_990_mappings from public;

-- ==============================================================================================
-- Supply chain: inventory, stock movements, purchase requests and orders
-- ==============================================================================================

create table public.inventory (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  sku text,
  name text not null check (length(btrim(name)) between 1 and 200),
  category text,
  unit text not null default 'each',
  quantity_on_hand numeric(12,2) not null default 0 check (quantity_on_hand >= 0),
  unit_cost numeric(14,2) not null default 0 check (unit_cost >= 0),
  reorder_level numeric(12,2) not null default 0 check (reorder_level >= 0),
  location text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The item's value at moving-average cost. quantity_on_hand, unit_cost and stock_value change
  -- only through stock movements (docs/supply-chain.md). below_reorder_notified_at: when the
  -- below-reorder notice went out, cleared once the item is restocked, so it goes out once.
  stock_value numeric(14,2) not null default 0 check (stock_value >= 0),
  below_reorder_notified_at timestamptz,
  unique (id, organization_id),
  unique (organization_id, sku)
);
create index inventory_org_created_idx on public.inventory (organization_id, created_at desc, id);
create index inventory_org_idx on public.inventory (organization_id, name);
revoke all on table public.inventory from anon, authenticated;
grant select, insert, update, delete on table public.inventory to authenticated;
grant all on table public.inventory to service_role;

create table public.purchase_requests (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  request_number text not null default '',
  title text not null check (length(btrim(title)) between 1 and 200),
  requested_by uuid default auth.uid() references auth.users (id) on delete set null,
  requester_name text,
  department text,
  needed_by date,
  status text not null default 'draft' check (status in ('draft', 'submitted', 'approved', 'rejected', 'ordered')),
  justification text,
  project_id uuid,
  fund_id uuid,
  estimated_total numeric(14,2) not null default 0 check (estimated_total >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  submitted_at timestamptz,
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  decision_reason text check (decision_reason is null or length(decision_reason) <= 1000),
  unique (id, organization_id),
  unique (organization_id, request_number),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index purchase_requests_org_idx on public.purchase_requests (organization_id, created_at desc);
revoke all on table public.purchase_requests from anon, authenticated;
grant select, insert, update, delete on table public.purchase_requests to authenticated;
grant all on table public.purchase_requests to service_role;

create table public.purchase_orders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  po_number text not null default '',
  vendor_id uuid,
  vendor_name text not null check (length(btrim(vendor_name)) between 1 and 200),
  purchase_request_id uuid,
  order_date date not null default current_date,
  expected_date date,
  status text not null default 'draft' check (status in ('draft', 'sent', 'partially_received', 'received', 'closed', 'cancelled')),
  fund_id uuid,
  project_id uuid,
  total numeric(14,2) not null default 0 check (total >= 0),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (id, organization_id),
  unique (organization_id, po_number),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id),
  foreign key (purchase_request_id, organization_id) references public.purchase_requests (id, organization_id) on delete set null (purchase_request_id),
  foreign key (vendor_id, organization_id) references public.vendors (id, organization_id) on delete set null (vendor_id)
);
create index purchase_orders_org_idx on public.purchase_orders (organization_id, order_date desc);
create index purchase_orders_request_idx on public.purchase_orders (purchase_request_id);
create index purchase_orders_vendor_idx on public.purchase_orders (vendor_id);
revoke all on table public.purchase_orders from anon, authenticated;
grant select, insert, update, delete on table public.purchase_orders to authenticated;
grant all on table public.purchase_orders to service_role;

create table public.purchase_order_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  purchase_order_id uuid not null,
  inventory_id uuid,
  description text not null check (length(btrim(description)) between 1 and 500),
  quantity numeric(12,2) not null default 1 check (quantity > 0),
  unit_cost numeric(14,2) not null default 0 check (unit_cost >= 0),
  amount numeric(14,2) generated always as (round((quantity * unit_cost), 2)) stored,
  quantity_received numeric(12,2) not null default 0 check (quantity_received >= 0),
  created_at timestamptz not null default now(),
  -- Lines keep the order they were entered in (rows written together share created_at).
  line_number integer not null default 1,
  constraint purchase_order_items_id_org_key unique (id, organization_id),
  foreign key (inventory_id, organization_id) references public.inventory (id, organization_id) on delete set null (inventory_id),
  foreign key (purchase_order_id, organization_id) references public.purchase_orders (id, organization_id) on delete cascade
);
create index purchase_order_items_inventory_idx on public.purchase_order_items (inventory_id);
create index purchase_order_items_order_idx on public.purchase_order_items (purchase_order_id);
revoke all on table public.purchase_order_items from anon, authenticated;
grant select, insert, update, delete on table public.purchase_order_items to authenticated;
grant all on table public.purchase_order_items to service_role;

create table public.purchase_request_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  purchase_request_id uuid not null,
  inventory_id uuid,
  description text not null check (length(btrim(description)) between 1 and 500),
  quantity numeric(12,2) not null default 1 check (quantity > 0),
  unit text not null default 'each',
  estimated_unit_cost numeric(14,2) not null default 0 check (estimated_unit_cost >= 0),
  estimated_amount numeric(14,2) generated always as (round((quantity * estimated_unit_cost), 2)) stored,
  created_at timestamptz not null default now(),
  line_number integer not null default 1,
  foreign key (inventory_id, organization_id) references public.inventory (id, organization_id) on delete set null (inventory_id),
  foreign key (purchase_request_id, organization_id) references public.purchase_requests (id, organization_id) on delete cascade
);
create index purchase_request_items_inventory_idx on public.purchase_request_items (inventory_id);
create index purchase_request_items_request_idx on public.purchase_request_items (purchase_request_id);
revoke all on table public.purchase_request_items from anon, authenticated;
grant select, insert, update, delete on table public.purchase_request_items to authenticated;
grant all on table public.purchase_request_items to service_role;

-- Every change of an item's quantity or value, with the entry it posted (docs/supply-chain.md).
-- Written only by the definer's functions (receipts, adjustments); members read.
create table public.stock_movements (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  inventory_id uuid not null,
  movement_date date not null,
  kind text not null check (kind in ('opening', 'receipt', 'count', 'spoilage', 'distribution', 'donation_in')),
  -- Signed: positive in, negative out.
  quantity numeric(12,2) not null check (quantity <> 0),
  -- Moving-average (out) or incoming cost per unit.
  unit_cost numeric(14,4) not null check (unit_cost >= 0),
  -- Signed value of the movement: what it adds to (or takes from) the item's value and the ledger's Inventory.
  value numeric(14,2) not null,
  quantity_after numeric(12,2) not null check (quantity_after >= 0),
  value_after numeric(14,2) not null check (value_after >= 0),
  reason text check (reason is null or length(reason) <= 1000),
  project_id uuid,
  fund_id uuid not null,
  purchase_order_id uuid,
  purchase_order_item_id uuid,
  donation_id uuid,
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (inventory_id, organization_id) references public.inventory (id, organization_id) on delete cascade,
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id),
  foreign key (purchase_order_id, organization_id) references public.purchase_orders (id, organization_id) on delete set null (purchase_order_id),
  foreign key (purchase_order_item_id, organization_id) references public.purchase_order_items (id, organization_id) on delete set null (purchase_order_item_id)
);
create unique index stock_movements_donation_idx on public.stock_movements (donation_id) where donation_id is not null;
create index stock_movements_item_idx on public.stock_movements (inventory_id, movement_date desc, created_at desc);
create index stock_movements_org_date_idx on public.stock_movements (organization_id, movement_date);
create index stock_movements_po_item_idx on public.stock_movements (purchase_order_item_id) where purchase_order_item_id is not null;
grant select on table public.stock_movements to authenticated, service_role;

-- ==============================================================================================
-- Subscriptions and the payment provider's events
-- ==============================================================================================

-- The payment provider's events already handled, by id: a redelivered webhook event does nothing.
create table billing.processed_events (
  event_id text primary key,
  event_type text not null,
  processed_at timestamptz not null default now()
);

create table public.billing_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider_invoice_id text not null unique,
  provider_subscription_id text,
  amount_cents bigint not null check (amount_cents >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  status text not null check (status in ('paid', 'failed')),
  description text not null default '',
  period_start timestamptz,
  period_end timestamptz,
  created_at timestamptz not null default now()
);
create index billing_payments_org_created_idx on public.billing_payments (organization_id, created_at desc);
comment on table public.billing_payments is 'Payment history from the provider''s invoice events; written only by the webhook.';
revoke all on table public.billing_payments from anon, authenticated;
grant select on table public.billing_payments to authenticated;
grant all on table public.billing_payments to service_role;

-- Written only by service code (the payment webhook, provisioning): members may read it.
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null unique references public.organizations (id) on delete cascade,
  status text not null default 'trialing' check (status in ('trialing', 'active', 'past_due', 'canceled', 'incomplete')),
  plan text not null default 'starter' check (plan in ('starter', 'growth', 'scale')),
  billing_cycle text not null default 'monthly' check (billing_cycle in ('monthly', 'yearly')),
  trial_ends_at timestamptz,
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  provider text not null default 'stripe',
  provider_customer_id text,
  provider_subscription_id text unique,
  provider_price_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
revoke all on table public.subscriptions from anon, authenticated;
grant select, insert, update, delete on table public.subscriptions to authenticated;
grant all on table public.subscriptions to service_role;
revoke insert, update, delete on table public.subscriptions from authenticated;

-- ==============================================================================================
-- The templates store of the public site
-- ==============================================================================================

-- The templates store (public /templates): the catalogue of products and variants with prices in
-- cents and stock, the orders a checkout creates and the items they hold, and the two service-role
-- functions that write them: create_store_order (a pending order and its items in one
-- transaction, called by the create-store-checkout function) and fulfil_store_order (called by the
-- verified stripe-webhook for a completed Checkout Session: marks the order paid and decrements
-- stock, idempotently).
--   * anon and authenticated read active products and their variants (the page shows live stock);
--   * a signed-in buyer reads their own orders and order items;
--   * nobody but service_role (and these SECURITY DEFINER functions) writes any of it.
create table public.store_orders (
  id uuid primary key default gen_random_uuid(),
  -- Set once the provider has created the Checkout Session; the webhook finds the order by it.
  provider_checkout_session_id text unique,
  status text not null default 'pending' check (status in ('pending', 'paid', 'canceled')),
  email text check (email is null or length(email) <= 320),
  user_id uuid references auth.users (id) on delete set null,
  amount_total_cents integer not null check (amount_total_cents >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  -- A paid order that needs a person: stock ran short after payment, or the amount differs.
  needs_attention boolean not null default false,
  attention_note text,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint store_orders_check check ((status = 'paid') = (paid_at is not null))
);
create index store_orders_attention_idx on public.store_orders (created_at) where needs_attention;
create index store_orders_user_idx on public.store_orders (user_id) where user_id is not null;
revoke all on table public.store_orders from anon, authenticated;
grant select on table public.store_orders to authenticated;
grant all on table public.store_orders to service_role;

create table public.store_products (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  title text not null check (length(btrim(title)) between 1 and 200),
  description text not null default '',
  format text not null default '',
  active boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
revoke all on table public.store_products from anon, authenticated;
grant select on table public.store_products to anon, authenticated;
grant all on table public.store_products to service_role;

create table public.store_product_variants (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  product_id text not null references public.store_products (id) on delete restrict,
  title text not null check (length(btrim(title)) between 1 and 200),
  price_cents integer not null check (price_cents >= 0),
  -- The price a buyer pays while a sale runs (CART-2); null when there is no sale.
  sale_price_cents integer check (sale_price_cents is null or sale_price_cents >= 0),
  -- When true, inventory_quantity limits what can be bought (CART-3); digital goods are unlimited.
  manage_inventory boolean not null default false,
  inventory_quantity integer not null default 0 check (inventory_quantity >= 0),
  active boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index store_product_variants_product_idx on public.store_product_variants (product_id, position);
revoke all on table public.store_product_variants from anon, authenticated;
grant select on table public.store_product_variants to anon, authenticated;
grant all on table public.store_product_variants to service_role;

create table public.store_order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.store_orders (id) on delete cascade,
  line_number integer not null check (line_number between 1 and 20),
  variant_id text not null references public.store_product_variants (id) on delete restrict,
  product_id text not null references public.store_products (id) on delete restrict,
  -- Titles and price as they were at purchase: the catalogue may change later.
  product_title text not null,
  variant_title text not null,
  quantity integer not null check (quantity between 1 and 99),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  created_at timestamptz not null default now(),
  unique (order_id, variant_id)
);
create index store_order_items_variant_idx on public.store_order_items (variant_id);
revoke all on table public.store_order_items from anon, authenticated;
grant select on table public.store_order_items to authenticated;
grant all on table public.store_order_items to service_role;

-- ==============================================================================================
-- The public site
-- ==============================================================================================

-- The public contact form: anyone may write, nobody but service code may read.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  email text not null check (length(email) <= 320 and email like '%_@_%'),
  organization_name text check (organization_name is null or length(organization_name) <= 200),
  subject text check (subject is null or length(subject) <= 200),
  message text not null check (length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Public contact form; no organization_id (it belongs to no tenant).';
revoke all on table public.contact_messages from anon, authenticated;
grant select, insert, update, delete on table public.contact_messages to authenticated;
grant all on table public.contact_messages to service_role;
revoke select, update, delete on table public.contact_messages from authenticated;
grant insert on table public.contact_messages to anon, authenticated;

-- ==============================================================================================
-- Notifications
-- ==============================================================================================

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- null: for every member of the organization.
  user_id uuid references auth.users (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  message text not null default '',
  link text,
  is_read boolean not null default false,
  created_at timestamptz not null default now()
);
create index notifications_org_created_idx on public.notifications (organization_id, created_at desc);
create index notifications_user_idx on public.notifications (user_id) where user_id is not null;
revoke all on table public.notifications from anon, authenticated;
grant select, insert, update, delete on table public.notifications to authenticated;
grant all on table public.notifications to service_role;
revoke update on table public.notifications from authenticated;
grant update (is_read) on table public.notifications to authenticated;

-- ==============================================================================================
-- The audit log
-- ==============================================================================================

-- Who changed what: one row per inserted, updated or deleted row of every business table, written
-- by statement-level triggers (cheap for bulk writes) that run as the owner. The ledger's tables
-- are left out (append-only, they record their own author, times and source), and an update of
-- bookkeeping columns alone (updated_at, the document counters) is not recorded.
create table public.audit_log (
  id bigint primary key generated always as identity,
  organization_id uuid references public.organizations (id) on delete cascade,
  table_name text not null,
  row_id text,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  actor_id uuid,
  actor_role text,
  old_data jsonb,
  new_data jsonb,
  changed_at timestamptz not null default now()
);
create index audit_log_org_actor_idx on public.audit_log (organization_id, actor_id, changed_at desc);
create index audit_log_org_idx on public.audit_log (organization_id, changed_at desc);
-- The audit log's filters: by table within an organization, and one row's history.
create index audit_log_org_table_idx on public.audit_log (organization_id, table_name, changed_at desc);
create index audit_log_row_idx on public.audit_log (table_name, row_id);
revoke all on table public.audit_log from anon, authenticated;
grant select, insert, update, delete on table public.audit_log to authenticated;
grant all on table public.audit_log to service_role;
revoke insert, update, delete on table public.audit_log from authenticated;

-- Foreign keys to tables of later sections
alter table public.organization_settings add constraint organization_settings_default_cash_account_id_organization_fkey foreign key (default_cash_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (default_cash_account_id);
alter table public.organization_settings add constraint organization_settings_default_expense_account_id_organizat_fkey foreign key (default_expense_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (default_expense_account_id);
alter table public.organization_settings add constraint organization_settings_default_fund_id_organization_id_fkey foreign key (default_fund_id, organization_id) references public.funds (id, organization_id) on delete set null (default_fund_id);
alter table public.organization_settings add constraint organization_settings_default_revenue_account_id_organizat_fkey foreign key (default_revenue_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (default_revenue_account_id);
alter table public.bills add constraint bills_purchase_order_fkey foreign key (purchase_order_id, organization_id) references public.purchase_orders (id, organization_id) on delete set null (purchase_order_id);
alter table public.bill_lines add constraint bill_lines_purchase_order_item_fkey foreign key (purchase_order_item_id, organization_id) references public.purchase_order_items (id, organization_id) on delete set null (purchase_order_item_id);

-- Trigram indexes for text anywhere in a description, reference or notes, where the server has
-- pg_trgm (hosted Supabase does). The extension lives in schema extensions, as on Supabase, so its
-- functions stay out of the API.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm with schema extensions;
    create index if not exists journal_entries_description_trgm_idx on public.journal_entries using gin (description extensions.gin_trgm_ops);
    create index if not exists journal_entries_reference_trgm_idx on public.journal_entries using gin ((coalesce(reference, '')) extensions.gin_trgm_ops);
    create index if not exists transactions_description_trgm_idx on public.transactions using gin (description extensions.gin_trgm_ops);
    create index if not exists transactions_notes_trgm_idx on public.transactions using gin (notes extensions.gin_trgm_ops) where notes is not null;
  end if;
end;
$$;
grant usage, select on sequence public.audit_log_id_seq to service_role;

-- ==============================================================================================
-- Reference data
-- ==============================================================================================
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('avatars', 'avatars', true, 1048576, array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('documents', 'documents', false, 10485760, array['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic', 'text/csv', 'application/zip', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
  ('logos', 'logos', true, 2097152, array['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'image/gif']) on conflict (id) do nothing;
insert into private.entry_source_types (source_type, label) values
  ('bill', 'Bill'),
  ('bill_payment', 'Bill payment'),
  ('donation', 'Donation'),
  ('inventory_adjustment', 'Inventory adjustment'),
  ('inventory_opening', 'Opening stock'),
  ('inventory_receipt', 'Goods receipt'),
  ('invoice', 'Invoice'),
  ('invoice_payment', 'Invoice payment'),
  ('manual', 'Journal entry'),
  ('opening_balance', 'Opening balance'),
  ('payroll_run', 'Payroll run'),
  ('pledge', 'Pledge'),
  ('pledge_cancellation', 'Pledge cancellation'),
  ('reversal', 'Reversal'),
  ('transaction', 'Transaction'),
  ('year_end_close', 'Year-end close'),
  ('year_end_reopen', 'Year-end reopening');
insert into private.form_990_lines (part, line, label, sort) values
  ('VIII', '1a', 'Federated campaigns', 10),
  ('VIII', '1b', 'Membership dues', 11),
  ('VIII', '1c', 'Fundraising events (contributions)', 12),
  ('VIII', '1d', 'Related organizations', 13),
  ('VIII', '1e', 'Government grants (contributions)', 14),
  ('VIII', '1f', 'All other contributions, gifts, grants, and similar amounts', 15),
  ('VIII', '2', 'Program service revenue', 20),
  ('VIII', '3', 'Investment income', 30),
  ('VIII', '4', 'Income from investment of tax-exempt bond proceeds', 40),
  ('VIII', '5', 'Royalties', 50),
  ('VIII', '6', 'Net rental income', 60),
  ('VIII', '7', 'Net gain or loss from sales of assets', 70),
  ('VIII', '8', 'Net income from fundraising events', 80),
  ('VIII', '9', 'Net income from gaming activities', 90),
  ('VIII', '10', 'Net income from sales of inventory', 100),
  ('VIII', '11', 'Other revenue', 110),
  ('IX', '1', 'Grants and other assistance to domestic organizations and governments', 10),
  ('IX', '2', 'Grants and other assistance to domestic individuals', 20),
  ('IX', '3', 'Grants and other assistance to foreign organizations and individuals', 30),
  ('IX', '5', 'Compensation of current officers, directors, trustees, and key employees', 50),
  ('IX', '7', 'Other salaries and wages', 70),
  ('IX', '8', 'Pension plan accruals and contributions', 80),
  ('IX', '9', 'Other employee benefits', 90),
  ('IX', '10', 'Payroll taxes', 100),
  ('IX', '11a', 'Fees for services: management', 111),
  ('IX', '11b', 'Fees for services: legal', 112),
  ('IX', '11c', 'Fees for services: accounting', 113),
  ('IX', '11d', 'Fees for services: lobbying', 114),
  ('IX', '11e', 'Professional fundraising services', 115),
  ('IX', '11f', 'Investment management fees', 116),
  ('IX', '11g', 'Fees for services: other', 117),
  ('IX', '12', 'Advertising and promotion', 120),
  ('IX', '13', 'Office expenses', 130),
  ('IX', '14', 'Information technology', 140),
  ('IX', '15', 'Royalties', 150),
  ('IX', '16', 'Occupancy', 160),
  ('IX', '17', 'Travel', 170),
  ('IX', '18', 'Payments of travel or entertainment expenses for public officials', 180),
  ('IX', '19', 'Conferences, conventions, and meetings', 190),
  ('IX', '20', 'Interest', 200),
  ('IX', '21', 'Payments to affiliates', 210),
  ('IX', '22', 'Depreciation, depletion, and amortization', 220),
  ('IX', '23', 'Insurance', 230),
  ('IX', '24a', 'Other expenses: food and program supplies', 241),
  ('IX', '24e', 'All other expenses', 245);
insert into public.store_products (id, title, description, format, position) values
  ('annual-budget-workbook', 'Annual Budget Workbook', 'A month-by-month operating budget by program and fund, with a board summary page and notes on building a realistic revenue forecast.', 'Spreadsheet and Missionbase budget import', 1),
  ('grant-report-pack', 'Grant Report Pack', 'Budget-to-actual and narrative report templates that match what community foundations and federal agencies ask for.', 'Documents and report presets', 2),
  ('board-policy-bundle', 'Board Policy Bundle', 'Twelve financial policies reviewed by nonprofit attorneys: gift acceptance, expense reimbursement, whistleblower, document retention and more.', 'Editable documents; printed binder ships in 5 business days', 3),
  ('chart-of-accounts-kit', 'Chart of Accounts Starter Kit', 'A chart of accounts tailored to your kind of nonprofit, mapped to Form 990 lines and ready to import into Missionbase.', 'Missionbase import file', 4),
  ('year-end-close-workshop', 'Year-End Close Workshop', 'A live, three-hour online workshop with a CPA: accruals, releases from restriction, audit preparation. Seats are limited.', 'Live online session, recording included', 5);
insert into public.store_product_variants (id, product_id, title, price_cents, sale_price_cents, manage_inventory, inventory_quantity, position) values
  ('abw-single', 'annual-budget-workbook', 'Single organization', 4900, 3900, false, 0, 1),
  ('abw-multi', 'annual-budget-workbook', 'Multi-site, up to 5 sites', 9900, null, false, 0, 2),
  ('bpb-digital', 'board-policy-bundle', 'Digital download', 12900, null, false, 0, 1),
  ('bpb-binder', 'board-policy-bundle', 'Printed binder', 17900, null, true, 3, 2),
  ('coa-food', 'chart-of-accounts-kit', 'Food banks and pantries', 2900, null, false, 0, 1),
  ('coa-youth', 'chart-of-accounts-kit', 'Youth and education', 2900, null, false, 0, 2),
  ('coa-health', 'chart-of-accounts-kit', 'Community health clinics', 2900, null, false, 0, 3),
  ('grp-foundation', 'grant-report-pack', 'Foundation grants', 5900, 4500, false, 0, 1),
  ('grp-federal', 'grant-report-pack', 'Federal grants (Uniform Guidance)', 7900, null, false, 0, 2),
  ('yec-seat', 'year-end-close-workshop', 'One seat, December 9', 14900, 11900, true, 12, 1);
