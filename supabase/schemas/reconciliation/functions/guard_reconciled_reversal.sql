-- The reconciliation lock on a new journal entry (journal_entries_a_reconciled_reversal, named to
-- fire before the entry's other insert triggers): reversing a reconciled entry (a document edited,
-- voided or deleted, or a manual reversal) is refused. Reversing an entry matched only in a
-- reconciliation still in progress drops those matches: the statement line is open again.
create or replace function private.guard_reconciled_reversal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reverses_entry_id is null then
    return new;
  end if;
  if private.entry_is_reconciled(new.reverses_entry_id) then
    raise exception '%', private.reconciled_refusal() using errcode = '23514';
  end if;
  delete from public.bank_statement_matches m where m.journal_entry_id = new.reverses_entry_id;
  return new;
end;
$$;
revoke all on function private.guard_reconciled_reversal() from public, anon, authenticated, service_role;
