-- Bills: numbered, posted at approval (the approval threshold and the line accounts checked first:
-- bills_check_approval and bills_check_line_accounts fire before bills_post, name order), final once approved, voided by reversal, updated_at kept; every
-- write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.bills referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.bills referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.bills referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

-- Which import created the row is the database's word (private.import_batch_provenance).
create or replace trigger import_batch_provenance before insert or update of import_batch_id on public.bills for each row execute function private.import_batch_provenance();

create or replace trigger bills_check_approval before insert or update of status on public.bills for each row execute function private.check_bill_approval();

create or replace trigger bills_check_line_accounts before update of status on public.bills for each row execute function private.check_document_accounts_on_issue();

-- Nothing dated in a locked period changes (private.guard_locked_document); before bills_post (name order).
create or replace trigger bills_locked_period before insert or delete or update on public.bills for each row execute function private.guard_locked_document('bill_date', 'draft', 'status', 'amount_paid', 'paid_date', 'attachment_path', 'attachment_name', 'vendor_id=null', 'purchase_order_id=null');

create or replace trigger bills_post before insert or delete or update on public.bills for each row execute function private.post_document('bill');

create or replace trigger bills_touch before update on public.bills for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.bills referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.bills referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.bills referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
