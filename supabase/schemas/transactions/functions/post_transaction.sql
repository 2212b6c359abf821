-- BEFORE UPDATE or DELETE, per row (transactions_post): a change of what a transaction posts (date,
-- type, account, amount, fund, project) reverses its entry, dated as it was, and posts a new one; a
-- delete reverses it. Other changes (description, notes) keep the entry. Both are refused when the
-- old date is in a locked period, since the reversal would post there. Inserts post set-based
-- (private.post_inserted_transactions).
create or replace function private.post_transaction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.journal_entry_id is not null and not private.organization_gone(old.organization_id) then
      perform private.reverse_entry(old.journal_entry_id, old.date, 'Deleted transaction: ' || old.description);
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if new.organization_id <> old.organization_id then
      raise exception 'A transaction cannot move to another organization' using errcode = '42501';
    end if;
    new.journal_entry_id := old.journal_entry_id;
    if (new.date, new.type, new.account_id, new.amount, new.fund_id, new.project_id)
       is not distinct from (old.date, old.type, old.account_id, old.amount, old.fund_id, old.project_id) then
      return new;
    end if;
    if old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, old.date, 'Changed transaction: ' || old.description);
    end if;
  end if;
  new.fund_id := coalesce(new.fund_id, private.default_fund(new.organization_id));
  new.journal_entry_id := private.post_transaction_entry(new);
  return new;
end;
$$;
revoke all on function private.post_transaction() from public, anon, authenticated, service_role;
