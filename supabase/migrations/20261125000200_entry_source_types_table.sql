-- Journal entry source types become rows of a table instead of a check constraint's list, so
-- that each area (pledges, inventory, reconciliation, payroll, year-end close...) registers its
-- own types in its own migration without rewriting, and so silently dropping, the others':
--   insert into private.entry_source_types (source_type, label) values ('pledge', 'Pledge') on conflict do nothing;
create table private.entry_source_types (
  source_type text primary key check (source_type ~ '^[a-z][a-z0-9_]{1,39}$'),
  label text not null
);
alter table private.entry_source_types enable row level security;
revoke all on private.entry_source_types from public;

insert into private.entry_source_types (source_type, label) values
  ('manual', 'Journal entry'),
  ('transaction', 'Transaction'),
  ('donation', 'Donation'),
  ('invoice', 'Invoice'),
  ('invoice_payment', 'Invoice payment'),
  ('bill', 'Bill'),
  ('bill_payment', 'Bill payment'),
  ('payroll_run', 'Payroll run'),
  ('reversal', 'Reversal'),
  ('opening_balance', 'Opening balance');

alter table public.journal_entries drop constraint if exists journal_entries_source_type_check;
alter table public.journal_entries
  add constraint journal_entries_source_type_fkey foreign key (source_type) references private.entry_source_types (source_type);
