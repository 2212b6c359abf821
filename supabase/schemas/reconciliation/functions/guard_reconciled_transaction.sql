-- THE LOCK, 3: the document rows that posted a reconciled entry. A transaction's posting trigger
-- reverses on change (refused above); deleting one is refused here first, in the same words.
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
