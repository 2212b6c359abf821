-- Invoices: numbered, posted at issue (line accounts checked first: invoices_check_line_accounts
-- fires before invoices_post, name order), final once issued, voided by reversal, updated_at kept;
-- every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.invoices referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.invoices referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.invoices referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

-- Which import created the row is the database's word (private.import_batch_provenance).
create or replace trigger import_batch_provenance before insert or update of import_batch_id on public.invoices for each row execute function private.import_batch_provenance();

create or replace trigger invoices_check_line_accounts before update of status on public.invoices for each row execute function private.check_document_accounts_on_issue();

-- Nothing dated in a locked period changes (private.guard_locked_document); before invoices_post (name order).
create or replace trigger invoices_locked_period before insert or delete or update on public.invoices for each row execute function private.guard_locked_document('issue_date', 'draft', 'status', 'amount_paid', 'paid_date', 'customer_id=null', 'project_id=null');

create or replace trigger invoices_post before insert or delete or update on public.invoices for each row execute function private.post_document('invoice');

create or replace trigger invoices_touch before update on public.invoices for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.invoices referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.invoices referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.invoices referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
