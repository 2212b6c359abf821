-- Purchase order lines: final once goods arrive, receipts become posted stock movements and move
-- the order's status, the order's total kept, every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.purchase_order_items referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.purchase_order_items referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.purchase_order_items referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger purchase_order_items_guard before insert or delete or update on public.purchase_order_items for each row execute function private.guard_purchase_order_item();

create or replace trigger receive_after_insert after insert on public.purchase_order_items referencing new table as new_rows for each statement execute function private.receive_purchase_order_items_inserted();

create or replace trigger receive_after_update after update on public.purchase_order_items referencing old table as old_rows new table as new_rows for each statement execute function private.receive_purchase_order_items();

create or replace trigger totals_after_delete after delete on public.purchase_order_items referencing old table as old_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_insert after insert on public.purchase_order_items referencing new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_update after update on public.purchase_order_items referencing old table as old_rows new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger trial_guard_delete after delete on public.purchase_order_items referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.purchase_order_items referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.purchase_order_items referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
