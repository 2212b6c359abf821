-- Moving books in from another system (QuickBooks, Xero, Aplos, a spreadsheet) (docs/import.md): the
-- browser reads the files into a normalized model and stages them here in chunks; the owner or admin
-- maps the source's accounts, classes and contacts to the chart, previews, and commits the batch in
-- one transaction, which posts the opening balances and the history as entries of source `import`
-- and creates the open invoices and bills; the whole batch can be undone as one. The tables are
-- read by owners and admins only and written only by the import RPCs (supabase/schemas/import).

insert into private.entry_source_types (source_type, label) values ('import', 'Import') on conflict do nothing;

-- One import: where it comes from (a label such as "QuickBooks Online" and the file names), the
-- conversion date (the opening balances are posted on it, the history after it), its state and what
-- it wrote once committed.
create table public.import_batches (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  status text not null default 'staging' check (status in ('staging', 'committed', 'undone')),
  source text not null check (length(btrim(source)) between 1 and 100),
  file_names text[] not null default '{}' check (cardinality(file_names) <= 50),
  conversion_date date,
  staged_rows integer not null default 0 check (staged_rows >= 0),
  -- What the commit wrote (zero until then).
  accounts_created integer not null default 0,
  funds_created integer not null default 0,
  projects_created integer not null default 0,
  contacts_created integer not null default 0,
  entries_posted integer not null default 0,
  lines_posted integer not null default 0,
  documents_created integer not null default 0,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  committed_by uuid references auth.users (id) on delete set null,
  committed_at timestamptz,
  undone_by uuid references auth.users (id) on delete set null,
  undone_at timestamptz,
  -- The database transaction that undid the batch: the ledger's guards let that transaction, and only
  -- it, delete the batch's posted entries (private.import_undoing).
  undone_txid bigint,
  unique (id, organization_id),
  constraint import_batches_committed check ((status = 'staging') = (committed_at is null)),
  constraint import_batches_undone check ((status = 'undone') = (undone_at is not null)),
  constraint import_batches_conversion_date_business_date check ((conversion_date)::public.business_date = conversion_date)
);
create index import_batches_org_idx on public.import_batches (organization_id, created_at desc);
create index import_batches_created_by_idx on public.import_batches (created_by);
create index import_batches_committed_by_idx on public.import_batches (committed_by) where committed_by is not null;
create index import_batches_undone_by_idx on public.import_batches (undone_by) where undone_by is not null;
revoke all on table public.import_batches from anon, authenticated;
grant select on table public.import_batches to authenticated;
grant all on table public.import_batches to service_role;

-- The staged rows of a batch, as the browser sent them (the normalized model's fields, docs/import.md),
-- numbered per kind in file order. Parsed and checked by the preview and the commit, never posted
-- directly.
create table public.import_rows (
  id bigint primary key generated always as identity,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  batch_id uuid not null,
  kind text not null check (kind in ('accounts', 'dimensions', 'contacts', 'trial_balance', 'journal', 'open_documents')),
  row_number integer not null check (row_number > 0),
  data jsonb not null check (jsonb_typeof(data) = 'object'),
  unique (batch_id, kind, row_number),
  foreign key (batch_id, organization_id) references public.import_batches (id, organization_id) on delete cascade
);
create index import_rows_org_idx on public.import_rows (organization_id);
revoke all on table public.import_rows from anon, authenticated;
grant select on table public.import_rows to authenticated;
grant all on table public.import_rows to service_role;

-- Where each source account, dimension (class, location, tracking category, fund) and contact goes:
-- to an existing record (`existing`, target_id), to one the commit creates (`create`, with its
-- proposed code, name, category, type or restriction), or nowhere (`ignore`: a dimension's lines go
-- to the general fund, a contact is not brought in). suggest_import_mappings proposes them (reason
-- says why); save_import_mappings records the person's choices (chosen), which later suggestions
-- keep.
create table public.import_mappings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  batch_id uuid not null,
  kind text not null check (kind in ('account', 'dimension', 'contact')),
  source_key text not null check (length(source_key) between 1 and 200),
  action text not null check (action in ('existing', 'create', 'ignore')),
  -- account: null; dimension: fund or project; contact: donor, customer or vendor.
  target_type text check (target_type in ('fund', 'project', 'donor', 'customer', 'vendor')),
  target_id uuid,
  code text check (code is null or length(code) <= 20),
  name text check (name is null or length(btrim(name)) between 1 and 200),
  category text check (category in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses')),
  account_type text check (account_type is null or length(account_type) <= 100),
  restriction text check (restriction in ('without_donor_restrictions', 'with_donor_restrictions')),
  reason text check (reason is null or length(reason) <= 200),
  chosen boolean not null default false,
  updated_at timestamptz not null default now(),
  unique (batch_id, kind, source_key),
  constraint import_mappings_existing check ((action = 'existing') = (target_id is not null)),
  constraint import_mappings_contact_type check (kind <> 'contact' or action = 'ignore' or target_type in ('donor', 'customer', 'vendor')),
  constraint import_mappings_dimension_type check (kind <> 'dimension' or action = 'ignore' or target_type in ('fund', 'project')),
  foreign key (batch_id, organization_id) references public.import_batches (id, organization_id) on delete cascade
);
create index import_mappings_org_idx on public.import_mappings (organization_id);
revoke all on table public.import_mappings from anon, authenticated;
grant select on table public.import_mappings to authenticated;
grant all on table public.import_mappings to service_role;

-- Everything a commit writes carries its batch: the accounts, funds, projects and contacts it
-- creates, its open documents and every journal entry (its own and the ones those documents post).
-- Entries get it from the transaction's missionbase.import_batch_id setting, which only the commit
-- sets, so the documents' own postings carry it too; the API roles can neither set nor change the
-- column (private.import_batch_provenance).
alter table public.accounts add column import_batch_id uuid;
alter table public.funds add column import_batch_id uuid;
alter table public.projects add column import_batch_id uuid;
alter table public.donors add column import_batch_id uuid;
alter table public.customers add column import_batch_id uuid;
alter table public.vendors add column import_batch_id uuid;
alter table public.invoices add column import_batch_id uuid;
alter table public.bills add column import_batch_id uuid;
alter table public.journal_entries add column import_batch_id uuid default nullif(current_setting('missionbase.import_batch_id', true), '')::uuid;

alter table public.accounts add constraint accounts_import_batch_fkey foreign key (import_batch_id, organization_id) references public.import_batches (id, organization_id) on delete set null (import_batch_id);
alter table public.funds add constraint funds_import_batch_fkey foreign key (import_batch_id, organization_id) references public.import_batches (id, organization_id) on delete set null (import_batch_id);
alter table public.projects add constraint projects_import_batch_fkey foreign key (import_batch_id, organization_id) references public.import_batches (id, organization_id) on delete set null (import_batch_id);
alter table public.donors add constraint donors_import_batch_fkey foreign key (import_batch_id, organization_id) references public.import_batches (id, organization_id) on delete set null (import_batch_id);
alter table public.customers add constraint customers_import_batch_fkey foreign key (import_batch_id, organization_id) references public.import_batches (id, organization_id) on delete set null (import_batch_id);
alter table public.vendors add constraint vendors_import_batch_fkey foreign key (import_batch_id, organization_id) references public.import_batches (id, organization_id) on delete set null (import_batch_id);
alter table public.invoices add constraint invoices_import_batch_fkey foreign key (import_batch_id, organization_id) references public.import_batches (id, organization_id) on delete set null (import_batch_id);
alter table public.bills add constraint bills_import_batch_fkey foreign key (import_batch_id, organization_id) references public.import_batches (id, organization_id) on delete set null (import_batch_id);
alter table public.journal_entries add constraint journal_entries_import_batch_fkey foreign key (import_batch_id, organization_id) references public.import_batches (id, organization_id) on delete set null (import_batch_id);

create index accounts_import_batch_idx on public.accounts (import_batch_id) where import_batch_id is not null;
create index funds_import_batch_idx on public.funds (import_batch_id) where import_batch_id is not null;
create index projects_import_batch_idx on public.projects (import_batch_id) where import_batch_id is not null;
create index donors_import_batch_idx on public.donors (import_batch_id) where import_batch_id is not null;
create index customers_import_batch_idx on public.customers (import_batch_id) where import_batch_id is not null;
create index vendors_import_batch_idx on public.vendors (import_batch_id) where import_batch_id is not null;
create index invoices_import_batch_idx on public.invoices (import_batch_id) where import_batch_id is not null;
create index bills_import_batch_idx on public.bills (import_batch_id) where import_batch_id is not null;
create index journal_entries_import_batch_idx on public.journal_entries (import_batch_id) where import_batch_id is not null;
