-- What is still to pay on an invoice or a bill, as its list row and record page show it: the total
-- less the payments, for a draft too (a draft owes its whole total once issued or approved); a
-- voided document owes nothing.
create or replace function private.document_balance_due(p_status text, p_total numeric, p_amount_paid numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_status = 'void' then 0::numeric(14, 2) else p_total - p_amount_paid end
$$;
revoke all on function private.document_balance_due(p_status text, p_total numeric, p_amount_paid numeric) from public, anon, authenticated, service_role;
