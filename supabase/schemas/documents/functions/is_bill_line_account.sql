-- Whether a bill line may be debited to the account: an Expenses or Assets account, or Goods
-- Received Not Invoiced (that is how the bill for received stock clears it).
create or replace function private.is_bill_line_account(p_account uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select a.category in ('Expenses', 'Assets') or a.system_key = 'goods_received_not_invoiced'
                   from public.accounts a where a.id = p_account), false)
$$;
revoke all on function private.is_bill_line_account(p_account uuid) from public, anon, authenticated, service_role;
