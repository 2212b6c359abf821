-- Payroll liabilities are remitted (docs/hr.md, "Payroll liabilities"): a payment of accrued
-- withholdings, deductions, employer taxes and benefits to their agencies, by item and period (the
-- month of the runs' pay dates), posted as one entry (debit Accrued Payroll Liabilities, credit the
-- bank account). Written only by public.pay_payroll_liabilities; read by whoever sees pay.

create table public.payroll_liability_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  payment_date date not null,
  -- The bank (or other Assets) account the payment leaves.
  account_id uuid not null,
  method text not null default 'ach' check (method in ('ach', 'check', 'wire', 'card', 'cash', 'other')),
  reference text check (reference is null or length(reference) <= 100),
  memo text check (memo is null or length(memo) <= 500),
  total numeric(14,2) not null check (total > 0),
  journal_entry_id uuid,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index payroll_liability_payments_org_idx on public.payroll_liability_payments (organization_id, payment_date desc);
create index payroll_liability_payments_account_idx on public.payroll_liability_payments (account_id);
create index payroll_liability_payments_entry_idx on public.payroll_liability_payments (journal_entry_id);
create index payroll_liability_payments_created_by_idx on public.payroll_liability_payments (created_by);
revoke all on table public.payroll_liability_payments from anon, authenticated;
grant select on table public.payroll_liability_payments to authenticated;
grant all on table public.payroll_liability_payments to service_role;

-- What a payment paid: an amount of one item (a rate's name: "Federal income tax") owed to its
-- agency for one period (the first of the month) in one fund.
create table public.payroll_liability_payment_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  payment_id uuid not null,
  agency text not null,
  item text not null,
  period date not null check (extract(day from period) = 1),
  fund_id uuid not null,
  amount numeric(14,2) not null check (amount > 0),
  foreign key (payment_id, organization_id) references public.payroll_liability_payments (id, organization_id) on delete cascade,
  foreign key (fund_id, organization_id) references public.funds (id, organization_id)
);
create index payroll_liability_payment_lines_payment_idx on public.payroll_liability_payment_lines (payment_id);
create index payroll_liability_payment_lines_item_idx on public.payroll_liability_payment_lines (organization_id, period, item);
create index payroll_liability_payment_lines_fund_idx on public.payroll_liability_payment_lines (fund_id);
revoke all on table public.payroll_liability_payment_lines from anon, authenticated;
grant select on table public.payroll_liability_payment_lines to authenticated;
grant all on table public.payroll_liability_payment_lines to service_role;

insert into private.entry_source_types (source_type, label) values ('payroll_liability_payment', 'Payroll liability payment')
on conflict do nothing;

