-- The declared shapes of the Transactions screen's RPC answers (docs/rpc.md, "Typed results"), so
-- `pnpm db:types` gives the list, the import and the API's page their result types. A composite
-- type answers as a JSON object whose keys are its attributes in this order, the order the screen
-- has always received them. Money is text (the exact decimal string), as before.

-- The totals of every filtered transaction: how many, each type's sum, net (income less expense)
-- and the cash change (income and liabilities less expenses and assets).
create type public.transaction_totals as (
  count bigint,
  income text,
  expense text,
  asset text,
  liability text,
  net text,
  cash_change text
);

-- A transaction of the list with its account, fund and project named.
create type public.transaction_row as (
  id uuid,
  organization_id uuid,
  date date,
  description text,
  type text,
  amount text,
  notes text,
  account_id uuid,
  account_code text,
  account_name text,
  fund_id uuid,
  fund_name text,
  project_id uuid,
  project_name text,
  journal_entry_id uuid,
  created_at timestamptz,
  updated_at timestamptz
);

-- search_transactions: one page of transactions, the filtered count and totals.
create type public.transaction_page as (
  total bigint,
  totals public.transaction_totals,
  "limit" integer,
  "offset" integer,
  rows public.transaction_row[]
);

-- list_transactions: one page of the table's rows, newest first, and the organization's count.
create type public.transaction_list_page as (
  total bigint,
  "limit" integer,
  "offset" integer,
  rows public.transactions[]
);

-- A row of an import: its position in the file, what became of it, why, and the transaction made.
create type public.transaction_import_row as (
  "index" integer,
  status text,
  reason text,
  transaction_id uuid
);

-- import_transactions: what an import (or its dry run) did with each row, and the counts.
create type public.transaction_import as (
  dry_run boolean,
  imported integer,
  ready bigint,
  skipped bigint,
  failed bigint,
  rows public.transaction_import_row[]
);
