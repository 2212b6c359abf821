-- Set-based posting of inserted transactions: an insert of many rows (an import, a bulk API
-- insert) writes all their journal entries with two statements instead of two per row.
--   * BEFORE INSERT (per row, light): default the fund, check the account's category, reserve the
--     entry id (none for an amount of 0);
--   * AFTER INSERT (per statement, with the inserted rows): insert the entries, then their lines,
--     with the same rules as before (see 20261122000400_transactions.sql).
-- Updates and deletes keep the row-level reverse-and-repost trigger. The transaction's foreign
-- key to its entry is checked at commit, since the row is written before its entry.

alter table public.transactions drop constraint transactions_journal_entry_id_organization_id_fkey;
alter table public.transactions
  add constraint transactions_journal_entry_id_organization_id_fkey
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
  deferrable initially deferred;

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

-- The entry each inserted row posts: accounts resolved as in private.post_transaction_entry.
create or replace function private.transaction_postings(p_rows public.transactions[])
returns table (
  entry_id uuid, organization_id uuid, entry_date date, description text, transaction_id uuid,
  fund_id uuid, project_id uuid, amount numeric, debit_account uuid, credit_account uuid, missing text
)
language sql
stable
security definer
set search_path = ''
as $$
  select n.journal_entry_id, n.organization_id, n.date, coalesce(nullif(n.description, ''), n.type), n.id,
         n.fund_id, n.project_id, n.amount,
         case when n.type in ('Income', 'Liability') then r.cash else r.account end,
         case when n.type in ('Income', 'Liability') then r.account else r.cash end,
         case when r.cash is null then 'cash' when r.account is null then r.fallback_key end
  from unnest(p_rows) n
  cross join lateral (
    select
      coalesce(s.default_cash_account_id, (select a.id from public.accounts a where a.organization_id = n.organization_id and a.system_key = 'cash')) as cash,
      coalesce(n.account_id,
               case n.type when 'Income' then s.default_revenue_account_id when 'Expense' then s.default_expense_account_id end,
               (select a.id from public.accounts a where a.organization_id = n.organization_id and a.system_key = k.fallback_key)) as account,
      k.fallback_key
    from (select case n.type when 'Income' then 'uncategorized_income' when 'Expense' then 'uncategorized_expense'
                             when 'Asset' then 'uncategorized_asset' else 'uncategorized_liability' end as fallback_key) k
    left join public.organization_settings s on s.organization_id = n.organization_id
  ) r
  where n.journal_entry_id is not null
$$;

create or replace function private.post_inserted_transactions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows public.transactions[];
  v_missing text;
begin
  select array_agg(n) into v_rows from new_rows n where n.journal_entry_id is not null;
  if v_rows is null then
    return null;
  end if;
  select p.missing into v_missing from private.transaction_postings(v_rows) p where p.missing is not null limit 1;
  if v_missing is not null then
    raise exception 'The chart of accounts has no % account', v_missing using errcode = '23503';
  end if;

  insert into public.journal_entries (id, organization_id, entry_date, description, status, source_type, source_id)
  select p.entry_id, p.organization_id, p.entry_date, p.description, 'posted', 'transaction', p.transaction_id
  from private.transaction_postings(v_rows) p;

  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, debit, credit, line_number)
  select p.organization_id, p.entry_id, v.account_id, p.fund_id, p.project_id, v.debit, v.credit, v.line_number
  from private.transaction_postings(v_rows) p
  cross join lateral (values (p.debit_account, p.amount, 0::numeric, 1::smallint), (p.credit_account, 0::numeric, p.amount, 2::smallint))
    as v (account_id, debit, credit, line_number);
  return null;
end;
$$;

-- Inserts take the set-based path; updates and deletes keep the row-level one.
drop trigger transactions_post on public.transactions;
create trigger transactions_post
  before update or delete on public.transactions
  for each row execute function private.post_transaction();
create trigger transactions_prepare
  before insert on public.transactions
  for each row execute function private.prepare_transaction();
create trigger transactions_post_inserted
  after insert on public.transactions
  referencing new table as new_rows
  for each statement execute function private.post_inserted_transactions();
