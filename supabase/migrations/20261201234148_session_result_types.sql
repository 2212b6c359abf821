-- The declared shapes of the answers the session loads for every screen (docs/rpc.md, "Typed
-- results"): the signed-in person's organizations, subscriptions and notifications, and the
-- dashboard's figures. A composite type answers as a JSON object whose keys are its attributes in
-- this order, the order the app has always received them. Dashboard money is numeric (a JSON
-- number), as before.

-- An organization the signed-in person belongs to, with their role and its logo.
create type public.user_organization as (
  id uuid,
  name text,
  logo_url text,
  role text,
  created_at timestamptz
);

-- get_user_dashboard_data: the person's organizations, those organizations' subscriptions and the
-- newest notifications meant for everyone or for them (the tables' rows as they are).
create type public.user_dashboard as (
  organizations public.user_organization[],
  subscriptions public.subscriptions[],
  notifications public.notifications[]
);

-- The fiscal year that contains the dashboard's day.
create type public.dashboard_fiscal_year as (
  start_month integer,
  start date,
  "end" date
);

-- A cash account with its balance.
create type public.dashboard_cash_account as (
  id uuid,
  code text,
  name text,
  balance numeric
);

-- Net assets by donor restriction, and their total.
create type public.dashboard_net_assets as (
  without_donor_restrictions numeric,
  with_donor_restrictions numeric,
  total numeric
);

-- A fund with its net assets.
create type public.dashboard_fund as (
  id uuid,
  name text,
  code text,
  restriction text,
  balance numeric
);

-- A month's revenue and expenses (month: its first day).
create type public.dashboard_month as (
  month date,
  revenue numeric,
  expenses numeric
);

-- This fiscal year's approved organization-wide budget, for the year and to date, with the actuals.
create type public.dashboard_summary_budget as (
  id uuid,
  name text,
  revenue numeric,
  expenses numeric,
  revenue_to_date numeric,
  expenses_to_date numeric,
  actual_revenue_to_date numeric,
  actual_expenses_to_date numeric
);

-- A recent posted entry with its total debits and the change of the cash accounts.
create type public.dashboard_recent_entry as (
  id uuid,
  entry_date date,
  description text,
  reference text,
  source_type text,
  amount numeric,
  cash_change numeric
);

-- A working project's budget (its approved budget's, else its own figure) and spending.
create type public.dashboard_project as (
  id uuid,
  name text,
  code text,
  status text,
  budget numeric,
  budget_source text,
  start_date date,
  end_date date,
  spent numeric
);

-- get_dashboard_summary: the dashboard's figures as of today in the organization's time zone.
create type public.dashboard_summary as (
  organization_id uuid,
  as_of date,
  currency text,
  fiscal_year public.dashboard_fiscal_year,
  has_ledger boolean,
  cash_on_hand numeric,
  cash_accounts public.dashboard_cash_account[],
  revenue numeric,
  expenses numeric,
  net_assets public.dashboard_net_assets,
  funds public.dashboard_fund[],
  monthly public.dashboard_month[],
  budget public.dashboard_summary_budget,
  recent_transactions public.dashboard_recent_entry[],
  projects public.dashboard_project[]
);
