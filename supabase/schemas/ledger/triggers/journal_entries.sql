create or replace trigger journal_entries_a_reconciled_lock before delete or update on public.journal_entries for each row execute function private.guard_reconciled_entry();

-- Named to run before journal_entries_guard (triggers fire in name order), so the user reads why.
create or replace trigger journal_entries_a_reconciled_reversal before insert on public.journal_entries for each row execute function private.guard_reconciled_reversal();

-- Triggers of one event fire in name order: this one first, so that a forged source is refused
-- with this message before the other checks read it (journal_entries_guard then stamps posted_at
-- when the entry posts).
create or replace trigger journal_entries_authorship before insert or update on public.journal_entries for each row execute function private.entry_provenance();

drop trigger if exists journal_entries_balanced on public.journal_entries;
create constraint trigger journal_entries_balanced after insert or update on public.journal_entries deferrable initially deferred for each row execute function private.check_entry_balance();

create or replace trigger journal_entries_daily_totals after update on public.journal_entries referencing old table as old_entries new table as new_entries for each statement execute function private.add_to_ledger_totals();

create or replace trigger journal_entries_document_reversal before insert on public.journal_entries for each row execute function private.refuse_document_entry_reversal();

create or replace trigger journal_entries_function_totals after update on public.journal_entries referencing old table as old_entries new table as new_entries for each statement execute function private.add_to_function_totals();

create or replace trigger journal_entries_guard before insert or delete or update on public.journal_entries for each row execute function private.guard_journal_entry();

create or replace trigger trial_guard_delete after delete on public.journal_entries referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.journal_entries referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.journal_entries referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
