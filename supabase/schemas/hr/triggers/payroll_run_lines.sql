-- Payroll run lines: final once the run is approved, the run's totals kept, every write audited and
-- refused after the trial.
create or replace trigger audit_delete after delete on public.payroll_run_lines referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.payroll_run_lines referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.payroll_run_lines referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger payroll_run_lines_guard before insert or delete or update on public.payroll_run_lines for each row execute function private.guard_payroll_run_line();

create or replace trigger totals_after_delete after delete on public.payroll_run_lines referencing old table as old_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_insert after insert on public.payroll_run_lines referencing new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_update after update on public.payroll_run_lines referencing old table as old_rows new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger trial_guard_delete after delete on public.payroll_run_lines referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.payroll_run_lines referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.payroll_run_lines referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();

-- Two runs that are not void never pay one employee for overlapping periods (after the guard and the totals).
create or replace trigger payroll_run_lines_overlap after insert or update of employee_id, payroll_run_id on public.payroll_run_lines for each row execute function private.check_payroll_overlap();
