-- Payroll liability payments: written once by public.pay_payroll_liabilities, every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.payroll_liability_payments referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.payroll_liability_payments referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger trial_guard_insert after insert on public.payroll_liability_payments referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();
