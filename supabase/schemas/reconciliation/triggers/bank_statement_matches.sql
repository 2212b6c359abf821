-- Bank statement matches: every write audited and refused after the trial (the rules are in the
-- reconciliation RPCs, the only writers).
create or replace trigger audit_delete after delete on public.bank_statement_matches referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.bank_statement_matches referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.bank_statement_matches referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger trial_guard_delete after delete on public.bank_statement_matches referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.bank_statement_matches referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.bank_statement_matches referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
