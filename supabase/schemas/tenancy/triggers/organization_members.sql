-- Memberships: owners protected (only owners grant or remove ownership, one owner always stays),
-- updated_at stamped, every write audited.
create or replace trigger audit_delete after delete on public.organization_members referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.organization_members referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.organization_members referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger organization_members_guard before insert or delete or update on public.organization_members for each row execute function private.guard_membership_change();

create or replace trigger organization_members_touch before update on public.organization_members for each row execute function private.touch_updated_at();
