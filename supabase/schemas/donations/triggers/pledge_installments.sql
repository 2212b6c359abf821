-- Pledge instalments: every write refused after the trial.
create or replace trigger trial_guard_delete after delete on public.pledge_installments referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.pledge_installments referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.pledge_installments referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
