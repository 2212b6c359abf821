-- Staged import rows: refused after the trial. Not audited row by row: they are the files' content as
-- sent, up to hundreds of thousands of rows per batch; the batch's own audit rows record who staged
-- how many rows (import_batches.staged_rows) and what the commit wrote.
create or replace trigger trial_guard_delete after delete on public.import_rows referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.import_rows referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.import_rows referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
