-- Audit log: owners and admins read their organization's log, and the rows of the tables that hold
-- pay (employee pay, payroll runs and lines, and employees, whose older rows carried pay) only while
-- they may see pay (can_read_pay); only the audit triggers write it (the API roles hold no write
-- privilege).
alter table public.audit_log enable row level security;

drop policy if exists admins_read on public.audit_log;
create policy admins_read on public.audit_log
  for select
  to authenticated
  using (
    organization_id in (select public.user_organization_ids(array['owner', 'admin']))
    and (table_name not in ('employee_pay', 'payroll_runs', 'payroll_run_lines', 'payroll_liability_payments', 'payroll_liability_payment_lines', 'employees')
         or organization_id in (select public.pay_organization_ids()))
  );
