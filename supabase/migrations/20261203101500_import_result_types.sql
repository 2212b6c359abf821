-- The declared shapes of the import RPCs' answers (docs/rpc.md, "Typed results"; docs/import.md), so
-- `pnpm db:types` gives the wizard their result types. Money is a decimal string, as the aging and
-- the projects' answers send it.

-- stage_import_rows: what one chunk did: rows received, rows of that kind now staged, and all the
-- batch's staged rows.
create type public.import_stage_result as (
  batch_id uuid,
  kind text,
  received integer,
  staged integer,
  staged_rows integer
);

-- suggest_import_mappings / list_import_mappings: where one source account, dimension or contact
-- goes. action existing (target_id, target_label: "1010 Cash - Operating", a fund's or a contact's
-- name), create (code, name, category, account_type or restriction proposed) or ignore; reason says
-- why it was suggested; chosen when a person saved it.
create type public.import_mapping_row as (
  kind text,
  source_key text,
  source_name text,
  source_detail text,
  action text,
  target_type text,
  target_id uuid,
  target_label text,
  code text,
  name text,
  category text,
  account_type text,
  restriction text,
  reason text,
  chosen boolean
);

-- A staged row that cannot be taken, or a fact the person should know, in a plain sentence:
-- severity error (the commit refuses while there is one) or warning; the kind and row number of
-- the staged row (null for the batch as a whole), the file's own line number when it sent one, and
-- a code for developers (unmapped_account, locked_period, outside_history, entry_unbalanced,
-- trial_balance_unbalanced, unknown_contact, verification ...).
create type public.import_problem as (
  severity text,
  kind text,
  row_number integer,
  source_line integer,
  code text,
  message text
);

-- The opening balances of one account category: the accounts' debit and credit balances summed.
create type public.import_category_total as (
  category text,
  debit text,
  credit text
);

-- One difference the commit's verification found between the books and the source: an account
-- (in a fund) whose balance at the conversion date is not the source trial balance's, a clearing or
-- interfund balance that does not net to zero, or a customer or vendor whose open balance is not
-- the source aging's.
create type public.import_difference as (
  what text,
  account_code text,
  account_name text,
  fund_name text,
  party_name text,
  source_amount text,
  product_amount text,
  message text
);

-- preview_import_batch / commit_import_batch: what the commit writes (or, with errors, would
-- write), the opening balances per category, and every problem (at most the limit asked for, with
-- the counts of all). committed is true only once the commit has written the batch.
create type public.import_outcome as (
  batch_id uuid,
  status text,
  committed boolean,
  conversion_date date,
  accounts_to_create integer,
  funds_to_create integer,
  projects_to_create integer,
  donors_to_create integer,
  customers_to_create integer,
  vendors_to_create integer,
  entries integer,
  history_entries integer,
  lines integer,
  invoices integer,
  bills integer,
  opening_balances public.import_category_total[],
  error_count integer,
  warning_count integer,
  problems public.import_problem[],
  differences public.import_difference[]
);

-- undo_import_batch: what the undo removed, and the accounts and contacts it kept because something
-- outside the batch uses them.
create type public.import_undo_result as (
  batch_id uuid,
  status text,
  entries_removed integer,
  documents_removed integer,
  accounts_removed integer,
  accounts_kept integer,
  funds_removed integer,
  projects_removed integer,
  contacts_removed integer,
  contacts_kept integer
);
