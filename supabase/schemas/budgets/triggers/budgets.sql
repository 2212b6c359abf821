-- Budgets: versions numbered, one approved budget per scope, an approved budget's scope frozen and
-- its deletion refused, updated_at stamped, every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.budgets referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.budgets referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.budgets referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger budgets_guard before insert or delete or update on public.budgets for each row execute function private.budgets_guard();

create or replace trigger budgets_touch before update on public.budgets for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.budgets referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.budgets referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.budgets referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
