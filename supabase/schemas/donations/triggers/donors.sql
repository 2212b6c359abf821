-- Donors: updated_at kept; every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.donors referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.donors referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.donors referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

-- Which import created the row is the database's word (private.import_batch_provenance).
create or replace trigger import_batch_provenance before insert or update of import_batch_id on public.donors for each row execute function private.import_batch_provenance();

create or replace trigger donors_touch before update on public.donors for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.donors referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.donors referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.donors referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
