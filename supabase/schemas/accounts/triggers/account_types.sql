-- Account types: a new asset or liability type gets its default cash-flow section; renaming or
-- deleting the Bank type is refused while that would change whether an account with postings in the
-- locked period counts as cash; every write audited and refused after the trial.
create or replace trigger account_types_cash_flow_section after insert on public.account_types referencing new table as new_types for each statement execute function private.add_default_cash_flow_section();

create or replace trigger account_types_locked_bank before delete or update of name on public.account_types for each row execute function private.guard_locked_bank_type();

create or replace trigger audit_delete after delete on public.account_types referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.account_types referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.account_types referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger trial_guard_delete after delete on public.account_types referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.account_types referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.account_types referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
