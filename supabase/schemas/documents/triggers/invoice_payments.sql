-- Invoice payments: stamped with the signed-in caller, checked and posted per fund share, the
-- invoice's amount paid raised, final once recorded; every write audited and refused after the
-- trial.
create or replace trigger audit_delete after delete on public.invoice_payments referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.invoice_payments referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.invoice_payments referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger created_by_caller before insert or update of created_by on public.invoice_payments for each row execute function private.created_by_caller();

create or replace trigger invoice_payments_post before insert or delete or update on public.invoice_payments for each row execute function private.post_document_payment('invoice');

create or replace trigger trial_guard_delete after delete on public.invoice_payments referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.invoice_payments referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.invoice_payments referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
