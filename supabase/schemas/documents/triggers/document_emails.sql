-- Document e-mails: every queued mail and its outcome in the audit log (who, to whom, which
-- document, subject); a donation receipt marked sent stamps its gift's receipt_sent_at; every write
-- refused after the trial.
create or replace trigger document_emails_stamp_receipt after update of status on public.document_emails for each row execute function private.stamp_receipt_sent();

create or replace trigger trial_guard_delete after delete on public.document_emails referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.document_emails referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.document_emails referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger audit_insert after insert on public.document_emails referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.document_emails referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();
