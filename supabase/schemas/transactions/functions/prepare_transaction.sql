-- BEFORE INSERT, per row and light (transactions_prepare): defaults the fund to the general fund,
-- checks the account's category, and reserves the entry's id (none for an amount of 0) that
-- private.post_inserted_transactions posts under. Whatever journal_entry_id the client sent is
-- replaced.
create or replace function private.prepare_transaction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.fund_id := coalesce(new.fund_id, private.default_fund(new.organization_id));
  if new.account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.account_id and a.category = private.transaction_category(new.type)) then
    raise exception 'A % transaction needs a % account', new.type, private.transaction_category(new.type) using errcode = '23514';
  end if;
  new.journal_entry_id := case when new.amount > 0 then gen_random_uuid() end;
  return new;
end;
$$;
revoke all on function private.prepare_transaction() from public, anon, authenticated, service_role;
