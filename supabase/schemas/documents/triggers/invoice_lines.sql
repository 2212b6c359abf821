-- Invoice lines: credited to a Revenue account or a deferred revenue liability, in the invoice's
-- fund unless they name one; the invoice's total kept, lines of an issued invoice refused; every
-- write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.invoice_lines referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.invoice_lines referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.invoice_lines referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger invoice_lines_account_kind before insert or update of account_id on public.invoice_lines for each row execute function private.check_document_line_account();

create or replace trigger invoice_lines_fund_default before insert or update of fund_id on public.invoice_lines for each row execute function private.document_line_fund();

create or replace trigger totals_after_delete after delete on public.invoice_lines referencing old table as old_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_insert after insert on public.invoice_lines referencing new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_update after update on public.invoice_lines referencing old table as old_rows new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger trial_guard_delete after delete on public.invoice_lines referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.invoice_lines referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.invoice_lines referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
