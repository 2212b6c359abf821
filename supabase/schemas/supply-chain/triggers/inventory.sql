-- Inventory items: quantity and value change only through movements, opening stock recorded as a
-- movement, a low-stock notice once per dip below the reorder level, updated_at stamped, every
-- write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.inventory referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.inventory referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.inventory referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger inventory_guard before insert or delete or update on public.inventory for each row execute function private.guard_inventory();

create or replace trigger inventory_opening_stock after insert on public.inventory for each row when ((new.quantity_on_hand > (0)::numeric)) execute function private.inventory_opening_stock();

create or replace trigger inventory_reorder_notice after update of quantity_on_hand, reorder_level on public.inventory for each row when (((new.reorder_level > (0)::numeric) and (new.quantity_on_hand < new.reorder_level) and (new.below_reorder_notified_at is null) and ((new.quantity_on_hand < old.quantity_on_hand) or (new.reorder_level > old.reorder_level)))) execute function private.inventory_reorder_notice();

create or replace trigger inventory_touch before update on public.inventory for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.inventory referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.inventory referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.inventory referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
