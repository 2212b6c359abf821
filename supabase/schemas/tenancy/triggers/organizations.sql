-- Organizations: updated_at stamped, every write audited.
create or replace trigger audit_delete after delete on public.organizations referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.organizations referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.organizations referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger organizations_touch before update on public.organizations for each row execute function private.touch_updated_at();
