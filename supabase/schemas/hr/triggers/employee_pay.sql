-- Employee pay: the wage account checked, updated_at stamped, every write audited (before and
-- after) and refused after the trial.
create or replace trigger audit_delete after delete on public.employee_pay referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.employee_pay referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.employee_pay referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger employee_pay_check before insert or update on public.employee_pay for each row execute function private.check_employee_pay();

create or replace trigger employee_pay_touch before update on public.employee_pay for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_update after update on public.employee_pay referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
