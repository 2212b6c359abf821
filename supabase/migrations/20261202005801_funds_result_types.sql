-- The declared shapes of the fund page's RPC answers (docs/rpc.md, "Typed results"), so
-- `pnpm db:types` gives the fund and its activity their result types. A composite type answers as
-- a JSON object whose keys are its attributes in this order, the order the page has always
-- received them. Money is numeric (a JSON number), as before.

-- A release from restriction of a fund: its entry and the amount released.
create type public.fund_release as (
  journal_entry_id uuid,
  entry_date date,
  description text,
  reference text,
  created_at timestamptz,
  source_type text,
  amount numeric
);

-- get_fund: one fund with its balance and line count as of a date and, for a fund with donor
-- restrictions, what was released and the newest 200 releases (none for the others).
create type public.fund_detail as (
  id uuid,
  name text,
  code text,
  restriction text,
  purpose text,
  description text,
  is_active boolean,
  is_default boolean,
  as_of date,
  balance numeric,
  released numeric,
  line_count bigint,
  releases public.fund_release[]
);

-- The debits and credits of a fund's filtered activity.
create type public.fund_activity_totals as (
  debit numeric,
  credit numeric
);

-- A posted ledger line of a fund with its entry, account and project.
create type public.fund_activity_line as (
  id uuid,
  journal_entry_id uuid,
  entry_date date,
  created_at timestamptz,
  entry_description text,
  reference text,
  source_type text,
  source_id uuid,
  line_number smallint,
  description text,
  debit numeric,
  credit numeric,
  account_id uuid,
  account_code text,
  account_name text,
  account_category text,
  is_release boolean,
  project_id uuid,
  project_name text
);

-- get_fund_activity: one page of a fund's lines, the filtered count and totals.
create type public.fund_activity_page as (
  total bigint,
  "limit" integer,
  "offset" integer,
  totals public.fund_activity_totals,
  rows public.fund_activity_line[]
);
