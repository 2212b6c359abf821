-- Employee identifiers: updated_at stamped.
create or replace trigger employee_private_touch before update on public.employee_private for each row execute function private.touch_updated_at();
