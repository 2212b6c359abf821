-- Employee allocations: an employee's shares total 100 percent, checked at commit; every write
-- audited (a replacement logs the old shares deleted and the new ones added) and refused after the
-- trial.
create or replace trigger audit_delete after delete on public.employee_allocations referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.employee_allocations referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.employee_allocations referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

drop trigger if exists employee_allocations_total on public.employee_allocations;
create constraint trigger employee_allocations_total after insert or delete or update on public.employee_allocations deferrable initially deferred for each row execute function private.check_employee_allocations();

create or replace trigger trial_guard_delete after delete on public.employee_allocations referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.employee_allocations referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.employee_allocations referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
