-- Purchase orders: numbered, the status lifecycle enforced, updated_at stamped, every write audited
-- and refused after the trial.
create or replace trigger audit_delete after delete on public.purchase_orders referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.purchase_orders referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.purchase_orders referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger purchase_orders_guard before insert or delete or update on public.purchase_orders for each row execute function private.guard_purchase_order();

create or replace trigger purchase_orders_touch before update on public.purchase_orders for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.purchase_orders referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.purchase_orders referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.purchase_orders referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
