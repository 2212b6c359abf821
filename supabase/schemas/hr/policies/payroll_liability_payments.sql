-- Payroll liability payments (what was remitted to which agency): read only by whoever sees pay
-- (can_read_pay); written only by public.pay_payroll_liabilities (no table grant to write).
alter table public.payroll_liability_payments enable row level security;

drop policy if exists pay_readers_read on public.payroll_liability_payments;
create policy pay_readers_read on public.payroll_liability_payments
  for select
  to authenticated
  using (organization_id in (select public.pay_organization_ids()));
