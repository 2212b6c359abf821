-- Posted entries are final; a draft is written only in a period that is open and becomes posted
-- once, stamped posted_at then. created_txid is stamped on insert and never changes: it is how
-- private.guard_journal_entry_line knows the transaction that created the entry. An organization
-- being deleted cascades through, and so does the undo of an import, for that import's entries only
-- (private.import_undoing).
create or replace function private.guard_journal_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'posted' and not private.organization_gone(old.organization_id) and not private.import_undoing(old.import_batch_id) then
      raise exception 'Posted journal entries cannot be deleted; reverse them instead' using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if old.status = 'posted' then
      raise exception 'Posted journal entries cannot be changed; reverse them instead' using errcode = '42501';
    end if;
    if new.organization_id <> old.organization_id or new.created_txid <> old.created_txid then
      raise exception 'A journal entry cannot change organization' using errcode = '42501';
    end if;
  else
    new.created_txid := txid_current();
  end if;
  -- A draft too: one dated in a locked period could never post (an older one may still be deleted,
  -- or moved out of the lock).
  perform private.assert_period_open(new.organization_id, new.entry_date);
  if new.status = 'posted' then
    new.posted_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.guard_journal_entry() from public, anon, authenticated, service_role;
