-- Whether an invoice line may be credited to the account: a Revenue account, or a liability that
-- holds revenue received before it is earned (the chart's Deferred Revenue account, or any
-- liability of the Deferred Revenue type).
create or replace function private.is_invoice_line_account(p_account uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select a.category = 'Revenue'
        or (a.category = 'Liabilities' and (a.system_key = 'deferred_revenue' or t.name = 'Deferred Revenue'))
    from public.accounts a left join public.account_types t on t.id = a.account_type_id
    where a.id = p_account), false)
$$;
revoke all on function private.is_invoice_line_account(p_account uuid) from public, anon, authenticated, service_role;
