-- Lines of a posted entry are written only together with it (in the database transaction that
-- created it: created_txid) and never changed or deleted afterwards; a line never moves to another
-- entry, and no line posts to a placeholder account. Draft lines change freely. The one change a
-- posted line takes is its expense function following its account into or out of Expenses
-- (private.line_function_follows_account). The undo of an import deletes that import's posted lines
-- (private.import_undoing).
create or replace function private.guard_journal_entry_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
  v_account public.accounts;
begin
  select * into v_entry from public.journal_entries e
  where e.id = case when tg_op = 'DELETE' then old.journal_entry_id else new.journal_entry_id end;

  if tg_op = 'UPDATE' and v_entry.status = 'posted' and private.line_function_follows_account(old, new) then
    return new;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    if v_entry.status = 'posted' and not private.organization_gone(old.organization_id)
       and not (tg_op = 'DELETE' and private.import_undoing(v_entry.import_batch_id)) then
      raise exception 'Lines of a posted journal entry cannot be changed; reverse the entry instead' using errcode = '42501';
    end if;
    if tg_op = 'DELETE' then
      return old;
    end if;
    if new.journal_entry_id <> old.journal_entry_id then
      raise exception 'A journal entry line cannot move to another entry' using errcode = '42501';
    end if;
  end if;

  if v_entry.status = 'posted' and v_entry.created_txid <> txid_current() then
    raise exception 'Lines cannot be added to a posted journal entry' using errcode = '42501';
  end if;

  select * into v_account from public.accounts a where a.id = new.account_id;
  if v_account.is_placeholder then
    raise exception 'Account % % is a placeholder (parent) account and cannot be posted to', v_account.code, v_account.name using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_journal_entry_line() from public, anon, authenticated, service_role;
