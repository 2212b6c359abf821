-- Year-end closes: every close and reopening is audited (there is no delete path).
create or replace trigger audit_insert after insert on public.fiscal_year_closes referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.fiscal_year_closes referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();
