-- The declared shapes of the journal entry screens' RPC answers (docs/rpc.md, "Typed results"), so
-- `pnpm db:types` gives the list and the entry's page their result types. A composite type answers
-- as a JSON object whose keys are its attributes in this order, the order the screens have always
-- received them. Money is numeric (a JSON number), as before.

-- An entry of the list: its place on the page (n), the entry, its amount (the debits), its number of
-- lines and the entry reversing it.
create type public.journal_entry_row as (
  n bigint,
  id uuid,
  entry_date date,
  description text,
  reference text,
  status text,
  source_type text,
  source_id uuid,
  reverses_entry_id uuid,
  created_at timestamptz,
  posted_at timestamptz,
  amount numeric,
  line_count bigint,
  reversed_by_entry_id uuid
);

-- search_journal_entries: one page of entries and the filtered count.
create type public.journal_entry_page as (
  total bigint,
  "limit" integer,
  "offset" integer,
  rows public.journal_entry_row[]
);

-- The document an entry came from ("Deleted <type>" when it is gone, exists false).
create type public.journal_entry_document as (
  type text,
  id uuid,
  label text,
  "exists" boolean
);

-- An entry an entry reverses or is reversed by.
create type public.journal_entry_link as (
  id uuid,
  entry_date date,
  description text
);

-- A line of an entry with its account, fund and project named and its expense function.
create type public.journal_entry_detail_line as (
  id uuid,
  line_number smallint,
  account_id uuid,
  account_code text,
  account_name text,
  fund_id uuid,
  fund_name text,
  project_id uuid,
  project_name text,
  function text,
  description text,
  debit numeric,
  credit numeric
);

-- get_journal_entry: the entry, its document, its reversal links, what the caller may do with it
-- and its lines.
create type public.journal_entry_detail as (
  id uuid,
  organization_id uuid,
  entry_date date,
  description text,
  reference text,
  status text,
  source_type text,
  source_id uuid,
  created_at timestamptz,
  posted_at timestamptz,
  created_by_name text,
  document public.journal_entry_document,
  reverses public.journal_entry_link,
  reversed_by public.journal_entry_link,
  can_edit boolean,
  can_reverse boolean,
  lines public.journal_entry_detail_line[]
);
