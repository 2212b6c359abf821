-- Import mappings: every choice audited, updated_at kept, refused after the trial.
create or replace trigger audit_delete after delete on public.import_mappings referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.import_mappings referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.import_mappings referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger import_mappings_touch before update on public.import_mappings for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.import_mappings referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.import_mappings referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.import_mappings referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
