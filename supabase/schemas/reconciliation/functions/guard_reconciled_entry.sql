-- The reconciliation lock on journal_entries and journal_entry_lines (*_a_reconciled_lock, named
-- to fire before the tables' other triggers): a reconciled entry and its lines are not updated or
-- deleted, whoever asks. The ledger's immutability refuses posted rows anyway; this says why, in
-- the user's words. A line's expense function following its account into or out of Expenses
-- touches no amount, date or account, so it passes (private.line_function_follows_account).
create or replace function private.guard_reconciled_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry uuid;
begin
  -- Two statements, not one CASE: each names a column only its own table has, and PL/pgSQL
  -- resolves every field an expression names when it runs it, whichever branch is taken.
  if tg_table_name = 'journal_entries' then
    v_entry := old.id;
  else
    v_entry := old.journal_entry_id;
  end if;
  if tg_table_name = 'journal_entry_lines' and tg_op = 'UPDATE' then
    if private.line_function_follows_account(old, new) then
      return new;
    end if;
  end if;
  if not private.organization_gone(old.organization_id) and private.entry_is_reconciled(v_entry) then
    raise exception '%', private.reconciled_refusal() using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function private.guard_reconciled_entry() from public, anon, authenticated, service_role;
