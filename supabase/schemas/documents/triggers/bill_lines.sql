-- Bill lines: debited to an Expenses or Assets account, in the bill's fund unless they name one; a
-- line for received stock goes to Goods Received Not Invoiced and links the bill to its order;
-- the bill's total kept, lines of an approved bill refused; every write audited and refused after
-- the trial.
create or replace trigger audit_delete after delete on public.bill_lines referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.bill_lines referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.bill_lines referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger bill_lines_account_kind before insert or update of account_id on public.bill_lines for each row execute function private.check_document_line_account();

create or replace trigger bill_lines_fund_default before insert or update of fund_id on public.bill_lines for each row execute function private.document_line_fund();

create or replace trigger bill_lines_purchase_order before insert or update of purchase_order_item_id on public.bill_lines for each row execute function private.bill_line_purchase_order();

create or replace trigger totals_after_delete after delete on public.bill_lines referencing old table as old_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_insert after insert on public.bill_lines referencing new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_update after update on public.bill_lines referencing old table as old_rows new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger trial_guard_delete after delete on public.bill_lines referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.bill_lines referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.bill_lines referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
