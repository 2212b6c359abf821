-- Stock movements: final (never updated or deleted but with their item), every insert audited.
-- They are written only by private.record_stock_movement (security definer).
create or replace trigger audit_insert after insert on public.stock_movements referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger stock_movements_guard before delete or update on public.stock_movements for each row execute function private.guard_stock_movement();
