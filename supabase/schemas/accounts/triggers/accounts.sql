-- Accounts: the normal balance defaults from the category, a child stays in its parent's category
-- and no cycle forms; an expense account gets a default function; an account with postings in the
-- locked period or a closed fiscal year keeps its classification; one moving into or out of Expenses
-- takes its lines' expense function with it; a new default chart gets the supply-chain accounts;
-- updated_at stamped; every write audited and refused after the trial.
create or replace trigger accounts_check before insert or update on public.accounts for each row execute function private.check_account();

create or replace trigger accounts_default_function before insert or update of category, default_function on public.accounts for each row execute function private.account_default_function();

-- Fires after accounts_check (name order), which fills a missing normal balance from the category:
-- the guard compares the normal balance the row will really have.
create or replace trigger accounts_locked_classification before update on public.accounts for each row execute function private.guard_locked_account_classification();

-- An account moving into or out of Expenses takes its lines' expense function with it.
create or replace trigger accounts_line_functions after update of category on public.accounts for each row when ((old.category is distinct from new.category)) execute function private.refill_account_line_functions();

-- The Uncategorized Expense account is written in the default chart's last statement: the
-- supply-chain accounts follow it (private.ensure_supply_chain_accounts).
create or replace trigger accounts_supply_chain_defaults after insert on public.accounts for each row when ((new.system_key = 'uncategorized_expense'::text)) execute function private.chart_adds_supply_chain_accounts();

create or replace trigger accounts_touch before update on public.accounts for each row execute function private.touch_updated_at();

create or replace trigger audit_delete after delete on public.accounts referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.accounts referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.accounts referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

-- Which import created the row is the database's word (private.import_batch_provenance).
create or replace trigger import_batch_provenance before insert or update of import_batch_id on public.accounts for each row execute function private.import_batch_provenance();

create or replace trigger trial_guard_delete after delete on public.accounts referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.accounts referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.accounts referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
