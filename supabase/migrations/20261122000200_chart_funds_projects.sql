-- Chart of accounts (categories, types, description library, the account tree), funds with
-- their donor-restriction class, and projects with the tasks behind the Gantt chart.
-- Every table carries organization_id and exposes (id, organization_id) as a key, so other
-- tables reference it with a composite foreign key: a row can never point at another
-- organization's account, fund or project.

create table public.account_categories (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (name in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses')),
  normal_balance text not null check (normal_balance in ('debit', 'credit')),
  sort_order smallint not null default 0,
  created_at timestamptz not null default now(),
  unique (organization_id, name),
  unique (id, organization_id)
);

create table public.account_types (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_category_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 100),
  description text,
  created_at timestamptz not null default now(),
  unique (organization_id, name),
  unique (id, organization_id),
  foreign key (account_category_id, organization_id) references public.account_categories (id, organization_id) on delete cascade
);
create index account_types_category_idx on public.account_types (account_category_id);

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
  unique (organization_id, code),
  unique (organization_id, system_key),
  unique (id, organization_id),
  check (parent_id is null or parent_id <> id),
  foreign key (parent_id, organization_id) references public.accounts (id, organization_id) on delete restrict,
  foreign key (account_type_id, organization_id) references public.account_types (id, organization_id) on delete set null (account_type_id)
);
create index accounts_parent_idx on public.accounts (parent_id);
create index accounts_type_idx on public.accounts (account_type_id);

create or replace function private.normal_balance_for(p_category text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_category in ('Assets', 'Expenses') then 'debit' else 'credit' end
$$;

-- Defaults the normal balance, keeps a child in its parent's category and refuses cycles.
create or replace function private.check_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_parent_category text;
  v_cycle boolean;
begin
  if new.normal_balance is null then
    new.normal_balance := private.normal_balance_for(new.category);
  end if;
  if new.parent_id is not null then
    select a.category into v_parent_category from public.accounts a where a.id = new.parent_id;
    if v_parent_category is not null and v_parent_category <> new.category then
      raise exception 'Account % must be in its parent''s category (%)', new.code, v_parent_category using errcode = '23514';
    end if;
    if tg_op = 'UPDATE' then
      with recursive up as (
        select a.id, a.parent_id from public.accounts a where a.id = new.parent_id
        union all
        select a.id, a.parent_id from public.accounts a join up on a.id = up.parent_id
      ) cycle id set is_cycle using path
      select exists (select 1 from up where up.id = new.id) into v_cycle;
      if v_cycle then
        raise exception 'Account % cannot be its own ancestor', new.code using errcode = '23514';
      end if;
    end if;
  end if;
  return new;
end;
$$;

create trigger accounts_check before insert or update on public.accounts
  for each row execute function private.check_account();
create trigger accounts_touch before update on public.accounts
  for each row execute function private.touch_updated_at();

create table public.funds (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  code text check (code is null or length(code) <= 20),
  -- ASU 2016-14 net asset classes.
  restriction text not null default 'without_donor_restrictions'
    check (restriction in ('without_donor_restrictions', 'with_donor_restrictions')),
  purpose text,
  description text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, name),
  unique (id, organization_id)
);
create trigger funds_touch before update on public.funds
  for each row execute function private.touch_updated_at();

alter table public.organization_settings
  add foreign key (default_cash_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (default_cash_account_id),
  add foreign key (default_revenue_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (default_revenue_account_id),
  add foreign key (default_expense_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (default_expense_account_id),
  add foreign key (default_fund_id, organization_id) references public.funds (id, organization_id) on delete set null (default_fund_id);

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  code text check (code is null or length(code) <= 20),
  description text,
  status text not null default 'active' check (status in ('planned', 'active', 'on_hold', 'completed', 'cancelled')),
  start_date date,
  end_date date,
  budget numeric(14, 2) check (budget is null or budget >= 0),
  manager_name text,
  fund_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id),
  check (end_date is null or start_date is null or end_date >= start_date),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id)
);
create index projects_org_idx on public.projects (organization_id, name);
create index projects_fund_idx on public.projects (fund_id);
create trigger projects_touch before update on public.projects
  for each row execute function private.touch_updated_at();

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
  depends_on_task_id uuid,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id),
  check (due_date is null or start_date is null or due_date >= start_date),
  check (depends_on_task_id is null or depends_on_task_id <> id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete cascade,
  foreign key (depends_on_task_id, organization_id) references public.project_tasks (id, organization_id) on delete set null (depends_on_task_id)
);
create index project_tasks_project_idx on public.project_tasks (project_id, sort_order);
create index project_tasks_org_idx on public.project_tasks (organization_id);
create index project_tasks_depends_idx on public.project_tasks (depends_on_task_id);
create trigger project_tasks_touch before update on public.project_tasks
  for each row execute function private.touch_updated_at();
