-- Task dependencies: no cycles and no successor starting before its predecessor is due, every
-- write audited.
create or replace trigger audit_delete after delete on public.task_dependencies referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.task_dependencies referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.task_dependencies referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger task_dependencies_check before insert or update on public.task_dependencies for each row execute function private.task_dependencies_check();
