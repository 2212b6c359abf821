-- Payroll runs: the lifecycle enforced and posted (approval and payment entries, reversals on
-- void), updated_at stamped, every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.payroll_runs referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.payroll_runs referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.payroll_runs referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

-- Nothing dated in a locked period changes (private.guard_locked_document); before payroll_runs_post (name order).
create or replace trigger payroll_runs_locked_period before insert or delete or update on public.payroll_runs for each row execute function private.guard_locked_document('pay_date', 'draft', 'status', 'paid_at', 'payment_journal_entry_id', 'approved_by=null');

create or replace trigger payroll_runs_post before insert or delete or update on public.payroll_runs for each row execute function private.post_payroll_run();

create or replace trigger payroll_runs_touch before update on public.payroll_runs for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.payroll_runs referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.payroll_runs referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.payroll_runs referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();

-- Two runs that are not void never pay one employee for overlapping periods.
create or replace trigger payroll_runs_overlap after update of period_start, period_end on public.payroll_runs for each row execute function private.check_payroll_overlap();
