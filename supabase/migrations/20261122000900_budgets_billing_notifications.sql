-- Budgets with their line items, the organization's plan subscription, in-app notifications,
-- and the public site's contact form.

create table public.budgets (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  fiscal_year integer not null check (fiscal_year between 1900 and 2200),
  start_date date not null,
  end_date date not null,
  status text not null default 'draft' check (status in ('draft', 'approved', 'closed')),
  fund_id uuid,
  project_id uuid,
  notes text,
  total_amount numeric(14, 2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, name),
  unique (id, organization_id),
  check (end_date >= start_date),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index budgets_org_idx on public.budgets (organization_id, fiscal_year desc);
create trigger budgets_touch before update on public.budgets
  for each row execute function private.touch_updated_at();

create table public.budget_line_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  budget_id uuid not null,
  account_id uuid not null,
  project_id uuid,
  -- 1..12 for a monthly figure, null for the whole budget period.
  period_month smallint check (period_month between 1 and 12),
  amount numeric(14, 2) not null default 0 check (amount >= 0),
  notes text,
  created_at timestamptz not null default now(),
  foreign key (budget_id, organization_id) references public.budgets (id, organization_id) on delete cascade,
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index budget_line_items_budget_idx on public.budget_line_items (budget_id);
create index budget_line_items_account_idx on public.budget_line_items (account_id);

create or replace function private.budget_items_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget_id uuid := case when tg_op = 'DELETE' then old.budget_id else new.budget_id end;
begin
  update public.budgets b set total_amount = coalesce((
    select sum(i.amount) from public.budget_line_items i where i.budget_id = v_budget_id), 0)
  where b.id = v_budget_id;
  return null;
end;
$$;

create trigger budget_line_items_changed
  after insert or update or delete on public.budget_line_items
  for each row execute function private.budget_items_changed();

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
create trigger subscriptions_touch before update on public.subscriptions
  for each row execute function private.touch_updated_at();

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

-- Who changed what: one row per inserted, updated or deleted row of every business table,
-- written by statement-level triggers (cheap for bulk writes) that run as the owner.
create table public.audit_log (
  id bigint generated always as identity primary key,
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
create index audit_log_org_idx on public.audit_log (organization_id, changed_at desc);
create index audit_log_row_idx on public.audit_log (table_name, row_id);

create or replace function private.audit_statement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
  v_role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', current_user);
begin
  if tg_op = 'INSERT' then
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, new_data)
    select coalesce((to_jsonb(n) ->> 'organization_id')::uuid, case when tg_table_name = 'organizations' then (to_jsonb(n) ->> 'id')::uuid end),
           tg_table_name, coalesce(to_jsonb(n) ->> 'id', to_jsonb(n) ->> 'organization_id'), tg_op, v_actor, v_role, to_jsonb(n)
    from new_rows n;
  elsif tg_op = 'UPDATE' then
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, old_data, new_data)
    select coalesce((n.j ->> 'organization_id')::uuid, case when tg_table_name = 'organizations' then (n.j ->> 'id')::uuid end),
           tg_table_name, n.k, tg_op, v_actor, v_role, o.j, n.j
    from (select to_jsonb(x) j, coalesce(to_jsonb(x) ->> 'id', to_jsonb(x) ->> 'organization_id') k from new_rows x) n
    left join (select to_jsonb(x) j, coalesce(to_jsonb(x) ->> 'id', to_jsonb(x) ->> 'organization_id') k from old_rows x) o on o.k = n.k
    -- Bookkeeping columns (timestamps, document counters, totals kept by triggers) alone are not news.
    where (o.j - array['updated_at', 'next_invoice_number', 'next_bill_number', 'next_receipt_number'])
          is distinct from (n.j - array['updated_at', 'next_invoice_number', 'next_bill_number', 'next_receipt_number']);
  else
    -- A deleted organization takes its audit rows with it; keep the deletion itself unattributed to it.
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, old_data)
    select case when private.organization_gone((to_jsonb(o) ->> 'organization_id')::uuid) then null else (to_jsonb(o) ->> 'organization_id')::uuid end,
           tg_table_name, coalesce(to_jsonb(o) ->> 'id', to_jsonb(o) ->> 'organization_id'), tg_op, v_actor, v_role, to_jsonb(o)
    from old_rows o;
  end if;
  return null;
end;
$$;
