-- The declared shapes of the bank reconciliation screens' RPC answers (docs/rpc.md, "Typed
-- results"), so `pnpm db:types` gives the list, the workspace and the report their result types. A
-- composite type answers as a JSON object whose keys are its attributes in this order. These
-- answers were always built as jsonb, so each type lists its attributes in jsonb's order (shorter
-- keys first, then by bytes), the order the screens have always received. Money is numeric (a JSON
-- number), as before.

-- A reconciliation's header: the statement, every figure (opening, cleared, difference,
-- outstanding, the ledger balance at the end) and who started and finished it.
create type public.bank_reconciliation_summary as (
  id uuid,
  status text,
  is_last boolean,
  can_undo boolean,
  account_id uuid,
  created_at timestamptz,
  difference numeric,
  finished_at timestamptz,
  account_code text,
  account_name text,
  matched_lines integer,
  ending_balance numeric,
  ledger_balance numeric,
  cleared_balance numeric,
  created_by_name text,
  opening_balance numeric,
  organization_id uuid,
  statement_lines integer,
  cleared_deposits numeric,
  cleared_payments numeric,
  finished_by_name text,
  outstanding_count integer,
  statement_end_date date,
  outstanding_deposits numeric,
  outstanding_payments numeric,
  statement_start_date date
);

-- A statement line of the whole reconciliation, with the ledger lines matched to it.
create type public.bank_reconciliation_statement_line as (
  id uuid,
  payee text,
  amount numeric,
  line_date date,
  reference text,
  description text,
  match_method text,
  source_format text,
  matched_line_ids uuid[],
  bank_transaction_id text
);

-- A ledger line the reconciliation works with (statement_line_id only when it is cleared).
create type public.bank_reconciliation_ledger_line as (
  id uuid,
  amount numeric,
  cleared boolean,
  entry_id uuid,
  reference text,
  source_id uuid,
  entry_date date,
  description text,
  source_type text,
  statement_line_id uuid
);

-- get_bank_reconciliation: the whole reconciliation (the report): every ledger line, the header and
-- every statement line.
create type public.bank_reconciliation_report as (
  ledger_lines public.bank_reconciliation_ledger_line[],
  reconciliation public.bank_reconciliation_summary,
  statement_lines public.bank_reconciliation_statement_line[]
);

-- A statement line of the workspace: its state (matched, suggested, unmatched), its matches or
-- suggestion and the linked ledger lines' words.
create type public.bank_statement_line_row as (
  id uuid,
  payee text,
  state text,
  amount numeric,
  line_date date,
  reference text,
  description text,
  match_method text,
  source_format text,
  suggestion_kind text,
  matched_line_ids uuid[],
  suggested_line_ids uuid[],
  bank_transaction_id text,
  linked_descriptions text[]
);

-- How many statement lines there are in all and in each state.
create type public.bank_statement_line_counts as (
  "all" bigint,
  matched bigint,
  suggested bigint,
  unmatched bigint
);

-- search_bank_statement_lines: one page of statement lines, the filtered count and the counts.
create type public.bank_statement_line_page as (
  rows public.bank_statement_line_row[],
  total bigint,
  counts public.bank_statement_line_counts
);

-- A ledger line of the workspace with its state (cleared, suggested, outstanding).
create type public.bank_ledger_line_row as (
  id uuid,
  state text,
  amount numeric,
  cleared boolean,
  entry_id uuid,
  reference text,
  source_id uuid,
  entry_date date,
  description text,
  source_type text,
  statement_line_id uuid
);

-- How many ledger lines there are in all and in each state.
create type public.bank_ledger_line_counts as (
  "all" bigint,
  cleared bigint,
  suggested bigint,
  outstanding bigint
);

-- search_bank_reconciliation_ledger: one page of ledger lines, the filtered count and the counts.
create type public.bank_ledger_line_page as (
  rows public.bank_ledger_line_row[],
  total bigint,
  counts public.bank_ledger_line_counts
);

-- A cash account of the reconciliation list: its ledger balance, last reconciled date and the
-- reconciliation in progress.
create type public.bank_reconciliation_account as (
  id uuid,
  code text,
  name text,
  in_progress_id uuid,
  ledger_balance numeric,
  last_reconciled_date date
);

-- A reconciliation of the list with its figures.
create type public.bank_reconciliation_list_row as (
  id uuid,
  status text,
  account_id uuid,
  difference numeric,
  finished_at timestamptz,
  account_code text,
  account_name text,
  matched_lines integer,
  ending_balance numeric,
  opening_balance numeric,
  statement_lines integer,
  finished_by_name text,
  statement_end_date date,
  statement_start_date date
);

-- list_bank_reconciliations: the cash accounts and every reconciliation.
create type public.bank_reconciliation_list as (
  accounts public.bank_reconciliation_account[],
  reconciliations public.bank_reconciliation_list_row[]
);

-- import_bank_statement_lines: how many lines were skipped (already on the account) and imported.
create type public.bank_statement_import as (
  skipped integer,
  imported integer
);
