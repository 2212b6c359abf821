-- Invitations: every write audited.
create or replace trigger audit_delete after delete on public.invitations referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.invitations referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.invitations referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();
