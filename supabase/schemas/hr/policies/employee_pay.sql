-- Employee pay (type, rate, wage account): only owners, admins and members with payroll access read
-- it (can_read_pay, through pay_organization_ids); others get no row, whatever they ask. Nobody
-- writes it through the table: public.set_employee_pay does, for whoever may change pay.
alter table public.employee_pay enable row level security;

drop policy if exists pay_readers_read on public.employee_pay;
create policy pay_readers_read on public.employee_pay
  for select
  to authenticated
  using (organization_id in (select public.pay_organization_ids()));
