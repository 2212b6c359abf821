-- The reconciliation lock on transactions (transactions_a_reconciled_lock, named to fire before
-- transactions_post): a transaction whose entry is reconciled keeps its date, type, account,
-- amount, fund and project and is not deleted; its description and notes still change. Posting
-- the change would reverse the entry, which private.guard_reconciled_reversal refuses; this
-- refuses first, in the same words.
create or replace function private.guard_reconciled_transaction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.journal_entry_id is not null and not private.organization_gone(old.organization_id)
     and private.entry_is_reconciled(old.journal_entry_id) then
    if tg_op = 'DELETE' or (new.date, new.type, new.account_id, new.amount, new.fund_id, new.project_id)
       is distinct from (old.date, old.type, old.account_id, old.amount, old.fund_id, old.project_id) then
      raise exception '%', private.reconciled_refusal() using errcode = '23514';
    end if;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function private.guard_reconciled_transaction() from public, anon, authenticated, service_role;
