-- Project tasks: changed dates checked against the task's dependencies, a new assignee notified,
-- updated_at stamped, every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.project_tasks referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.project_tasks referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.project_tasks referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

drop trigger if exists project_tasks_dates_check on public.project_tasks;
create constraint trigger project_tasks_dates_check after update of start_date, due_date on public.project_tasks not deferrable initially immediate for each row when (((old.start_date is distinct from new.start_date) or (old.due_date is distinct from new.due_date))) execute function private.project_tasks_dates_check();

create or replace trigger project_tasks_notify_assignee after insert or update of assignee_user_id on public.project_tasks for each row execute function private.project_tasks_notify_assignee();

create or replace trigger project_tasks_touch before update on public.project_tasks for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.project_tasks referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.project_tasks referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.project_tasks referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
