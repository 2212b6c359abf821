-- The items and periods a payroll liability payment paid: read only by whoever sees pay
-- (can_read_pay); written only by public.pay_payroll_liabilities (no table grant to write).
alter table public.payroll_liability_payment_lines enable row level security;

drop policy if exists pay_readers_read on public.payroll_liability_payment_lines;
create policy pay_readers_read on public.payroll_liability_payment_lines
  for select
  to authenticated
  using (organization_id in (select public.pay_organization_ids()));
