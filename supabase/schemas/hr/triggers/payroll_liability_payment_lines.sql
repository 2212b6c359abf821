-- Payroll liability payment lines: written with their payment, every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.payroll_liability_payment_lines referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.payroll_liability_payment_lines referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger trial_guard_insert after insert on public.payroll_liability_payment_lines referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();
