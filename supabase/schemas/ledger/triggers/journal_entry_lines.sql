-- Journal entry lines: a reconciled line is neither changed nor deleted; lines of a posted entry are
-- written only with it and never changed, never on a placeholder account; the expense function is
-- filled; created_at is the database's; balance checked at commit; daily totals kept; refused after
-- the trial. Not audited, as journal entries.

-- Named journal_entry_lines_a_* to fire before journal_entry_lines_guard (name order), so a
-- reconciled line is refused in the reconciliation's words.
create or replace trigger journal_entry_lines_a_reconciled_lock before delete or update on public.journal_entry_lines for each row execute function private.guard_reconciled_entry();

drop trigger if exists journal_entry_lines_balanced on public.journal_entry_lines;
create constraint trigger journal_entry_lines_balanced after insert or delete or update on public.journal_entry_lines deferrable initially deferred for each row execute function private.check_entry_balance();

create or replace trigger journal_entry_lines_daily_totals after insert on public.journal_entry_lines referencing new table as new_lines for each statement execute function private.add_to_ledger_totals();

create or replace trigger journal_entry_lines_function before insert or update of account_id, project_id, function on public.journal_entry_lines for each row execute function private.fill_line_function();

create or replace trigger journal_entry_lines_function_totals after insert on public.journal_entry_lines referencing new table as new_lines for each statement execute function private.add_to_function_totals();

create or replace trigger journal_entry_lines_guard before insert or delete or update on public.journal_entry_lines for each row execute function private.guard_journal_entry_line();

create or replace trigger journal_entry_lines_provenance before insert or update on public.journal_entry_lines for each row execute function private.entry_line_provenance();

create or replace trigger trial_guard_delete after delete on public.journal_entry_lines referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.journal_entry_lines referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.journal_entry_lines referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
