-- The entry each inserted row posts, for private.post_inserted_transactions: accounts resolved as in
-- private.post_transaction_entry. missing: the system key of an account the chart lacks (the row
-- cannot post).
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
revoke all on function private.transaction_postings(transactions[]) from public, anon, authenticated, service_role;
