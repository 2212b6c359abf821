create or replace trigger accounts_check before insert or update on public.accounts for each row execute function private.check_account();

-- Name order: after accounts_check (which defaults the normal balance), before the lock guard.
create or replace trigger accounts_default_function before insert or update of category, default_function on public.accounts for each row execute function private.account_default_function();

-- Fires after accounts_check (name order), which defaults the normal balance of the new row.
create or replace trigger accounts_locked_classification before update on public.accounts for each row execute function private.guard_locked_account_classification();

create or replace trigger accounts_supply_chain_defaults after insert on public.accounts for each row when ((new.system_key = 'uncategorized_expense'::text)) execute function private.chart_adds_supply_chain_accounts();

create or replace trigger accounts_touch before update on public.accounts for each row execute function private.touch_updated_at();

create or replace trigger audit_delete after delete on public.accounts referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.accounts referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.accounts referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger trial_guard_delete after delete on public.accounts referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.accounts referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.accounts referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
