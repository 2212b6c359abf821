-- Vendors: the default expense account is one a bill line may be debited to; a full tax id is kept
-- apart and the column masked; updated_at kept; every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.vendors referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.vendors referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.vendors referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

-- Which import created the row is the database's word (private.import_batch_provenance).
create or replace trigger import_batch_provenance before insert or update of import_batch_id on public.vendors for each row execute function private.import_batch_provenance();

create or replace trigger trial_guard_delete after delete on public.vendors referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.vendors referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.vendors referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger vendors_default_account_kind before insert or update of default_expense_account_id on public.vendors for each row execute function private.check_vendor_default_account();

create or replace trigger vendors_tax_id before insert or update on public.vendors for each row execute function private.capture_vendor_tax_id();

create or replace trigger vendors_touch before update on public.vendors for each row execute function private.touch_updated_at();
