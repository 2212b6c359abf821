-- A balance (debits less credits) in words: "12,500.00 debit", "300.00 credit" or "zero".
-- No search_path setting, like private.document_state: the planner then inlines it into the
-- set-based parse (a set clause would make it a function call per row).
create or replace function private.import_balance_words(p_balance numeric)
returns text
language sql
stable
as $$
  select case
    when coalesce(p_balance, 0) = 0 then 'zero'
    when p_balance > 0 then private.import_money(p_balance) || ' debit'
    else private.import_money(-p_balance) || ' credit'
  end
$$;
revoke all on function private.import_balance_words(p_balance numeric) from public, anon, authenticated, service_role;
