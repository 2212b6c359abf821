-- Posts one transaction's entry, cash against the transaction's account by type (the transactions
-- table's comment), and returns its id; null for an amount of 0. Without an account: the settings'
-- default revenue or expense account for Income and Expense, else the Uncategorized account of the
-- type's category. An account of another category is refused.
create or replace function private.post_transaction_entry(t public.transactions)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account uuid := t.account_id;
  v_category text := private.transaction_category(t.type);
  v_cash uuid;
  v_debit uuid;
  v_credit uuid;
begin
  if t.amount = 0 then
    return null;
  end if;
  if v_account is null then
    select case t.type when 'Income' then s.default_revenue_account_id when 'Expense' then s.default_expense_account_id end
      into v_account from public.organization_settings s where s.organization_id = t.organization_id;
    if v_account is null then
      v_account := private.system_account(t.organization_id,
        case t.type when 'Income' then 'uncategorized_income' when 'Expense' then 'uncategorized_expense'
                    when 'Asset' then 'uncategorized_asset' else 'uncategorized_liability' end);
    end if;
  elsif not exists (select 1 from public.accounts a where a.id = v_account and a.category = v_category) then
    raise exception 'A % transaction needs a % account', t.type, v_category using errcode = '23514';
  end if;
  v_cash := private.cash_account(t.organization_id);
  if t.type in ('Income', 'Liability') then
    v_debit := v_cash;
    v_credit := v_account;
  else
    v_debit := v_account;
    v_credit := v_cash;
  end if;
  return private.post_entry(
    t.organization_id, t.date, coalesce(nullif(t.description, ''), t.type), 'transaction', t.id,
    jsonb_build_array(
      jsonb_build_object('account_id', v_debit, 'fund_id', t.fund_id, 'project_id', t.project_id, 'debit', t.amount),
      jsonb_build_object('account_id', v_credit, 'fund_id', t.fund_id, 'project_id', t.project_id, 'credit', t.amount)));
end;
$$;
revoke all on function private.post_transaction_entry(t transactions) from public, anon, authenticated, service_role;
