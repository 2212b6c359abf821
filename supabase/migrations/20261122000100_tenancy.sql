-- Tenancy and people: organizations, their members and roles, settings, profiles, invitations,
-- and the membership helpers every Row Level Security policy is written with.

-- Internal functions (posting, provisioning, auditing) live in `private`, which the API roles
-- cannot reach: PostgREST only exposes `public`, and nobody but the owner has usage here.
create schema if not exists private;
revoke all on schema private from public;

-- The trial length, configurable in one place without a migration:
--   alter database postgres set app.trial_days = '30';
create or replace function private.trial_length()
returns interval
language sql
stable
set search_path = ''
as $$
  select make_interval(days => coalesce(nullif(current_setting('app.trial_days', true), '')::int, 14))
$$;

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.organizations is 'A tenant. Every other business row carries its organization_id.';

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

-- Membership helpers. SECURITY DEFINER so a policy on organization_members can call them
-- without recursing into its own policy; STABLE so the planner may cache them per statement.
create or replace function public.is_org_member(org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organization_members m
    where m.organization_id = org and m.user_id = (select auth.uid())
  )
$$;

create or replace function public.has_org_role(org uuid, roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organization_members m
    where m.organization_id = org and m.user_id = (select auth.uid()) and m.role = any (roles)
  )
$$;

-- Role changes: only an owner may create, change or remove an owner (the first member of a
-- brand-new organization excepted: provisioning makes its creator the owner), and an
-- organization always keeps at least one owner. Code without auth.uid() (service_role,
-- migrations, the sign-up trigger) may set roles freely.
create or replace function private.guard_membership_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_org uuid := coalesce(new.organization_id, old.organization_id);
  v_touches_owner boolean :=
    (tg_op in ('INSERT', 'UPDATE') and new.role = 'owner')
    or (tg_op in ('UPDATE', 'DELETE') and old.role = 'owner');
begin
  if tg_op = 'UPDATE' and (new.organization_id <> old.organization_id or new.user_id <> old.user_id) then
    raise exception 'A membership cannot move to another user or organization' using errcode = '42501';
  end if;
  if v_touches_owner and v_uid is not null
     and not public.has_org_role(v_org, array['owner'])
     and not (tg_op = 'INSERT' and not exists (
       select 1 from public.organization_members m where m.organization_id = v_org)) then
    raise exception 'Only an owner can grant, change or remove the owner role' using errcode = '42501';
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.role = 'owner'
     and (tg_op = 'DELETE' or new.role <> 'owner')
     and exists (select 1 from public.organizations o where o.id = old.organization_id)
     and not exists (
       select 1 from public.organization_members m
       where m.organization_id = old.organization_id and m.role = 'owner' and m.id <> old.id
     ) then
    raise exception 'An organization must keep at least one owner' using errcode = '23514';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

create trigger organization_members_guard
  before insert or update or delete on public.organization_members
  for each row execute function private.guard_membership_change();

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
  -- Accounts and fund the ledger falls back on; foreign keys are added with the chart.
  default_cash_account_id uuid,
  default_revenue_account_id uuid,
  default_expense_account_id uuid,
  default_fund_id uuid,
  -- Period lock: nothing may be posted on or before this date.
  locked_through date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text check (full_name is null or length(full_name) <= 200),
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One per user (not per organization): no organization_id, visible to the user and co-members.';

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and email like '%_@_%'),
  role text not null default 'member' check (role in ('admin', 'member', 'viewer')),
  -- 244 random bits from two v4 UUIDs; pgcrypto is not assumed.
  token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  invited_by uuid references auth.users (id) on delete set null default auth.uid(),
  expires_at timestamptz not null default now() + interval '14 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index invitations_open_email_idx on public.invitations (organization_id, email) where accepted_at is null;

create trigger organizations_touch before update on public.organizations
  for each row execute function private.touch_updated_at();
create trigger organization_members_touch before update on public.organization_members
  for each row execute function private.touch_updated_at();
create trigger organization_settings_touch before update on public.organization_settings
  for each row execute function private.touch_updated_at();
create trigger profiles_touch before update on public.profiles
  for each row execute function private.touch_updated_at();
