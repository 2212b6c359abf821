-- A bill line may be debited to Goods Received Not Invoiced (that is how the bill for received
-- stock clears it), besides the Expenses and Assets accounts.
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
