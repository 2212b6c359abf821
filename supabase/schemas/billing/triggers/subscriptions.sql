-- Subscriptions: updated_at stamped, every write audited (no trial guard: the subscription is what
-- lifts it).
create or replace trigger audit_delete after delete on public.subscriptions referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.subscriptions referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.subscriptions referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger subscriptions_touch before update on public.subscriptions for each row execute function private.touch_updated_at();
