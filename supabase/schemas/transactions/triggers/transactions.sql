-- Transactions: each insert statement posts its rows' entries set-based; a change of what a
-- transaction posts reverses its entry and posts a new one, and a delete reverses it; a reconciled
-- transaction is neither changed that way nor deleted; updated_at stamped; every write audited and
-- refused after the trial.
create or replace trigger audit_delete after delete on public.transactions referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.transactions referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.transactions referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

-- Named transactions_a_* to fire before transactions_post (name order): a reconciled transaction is
-- refused in the reconciliation's words before its entry would be reversed.
create or replace trigger transactions_a_reconciled_lock before delete or update on public.transactions for each row execute function private.guard_reconciled_transaction();

-- Nothing dated in a locked period changes (private.guard_locked_document); before transactions_post (name order).
create or replace trigger transactions_locked_period before delete or update on public.transactions for each row execute function private.guard_locked_document('date', '', 'project_id=null');

create or replace trigger transactions_post before delete or update on public.transactions for each row execute function private.post_transaction();

create or replace trigger transactions_post_inserted after insert on public.transactions referencing new table as new_rows for each statement execute function private.post_inserted_transactions();

create or replace trigger transactions_prepare before insert on public.transactions for each row execute function private.prepare_transaction();

create or replace trigger transactions_touch before update on public.transactions for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.transactions referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.transactions referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.transactions referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
