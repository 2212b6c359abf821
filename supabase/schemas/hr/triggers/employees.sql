-- Employees: a status change only by whoever may change pay and a termination dated, a pay row
-- added with each new employee, updated_at stamped, every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.employees referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.employees referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.employees referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger employees_add_pay after insert on public.employees referencing new table as new_rows for each statement execute function private.add_employee_pay();

create or replace trigger employees_check before insert or update on public.employees for each row execute function private.check_employee();

create or replace trigger employees_touch before update on public.employees for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.employees referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.employees referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.employees referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
