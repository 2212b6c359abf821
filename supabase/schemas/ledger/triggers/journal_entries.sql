-- Journal entries: a reconciled entry is neither changed nor reversed; author, times and source are
-- the database's; a document's entry is reversed only through its document; posted entries are
-- final and post only into an open period; balance checked at commit; daily totals kept; refused
-- after the trial. Not audited: the ledger is append-only and records its own author, times and
-- source, so it is its own audit trail.

-- Named journal_entries_a_* to fire first (triggers of one event fire in name order), so a
-- reconciled entry is refused in the reconciliation's words before the immutability rules speak.
create or replace trigger journal_entries_a_reconciled_lock before delete or update on public.journal_entries for each row execute function private.guard_reconciled_entry();

-- Also first on insert: reversing a reconciled entry is refused in the reconciliation's words.
create or replace trigger journal_entries_a_reconciled_reversal before insert on public.journal_entries for each row execute function private.guard_reconciled_reversal();

-- Before journal_entries_document_reversal and journal_entries_guard (name order), so a forged
-- source is refused with this message before the other checks read it; journal_entries_guard then
-- stamps posted_at when the entry posts.
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
