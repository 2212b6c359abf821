-- An account category as a refusal names it: "an asset", "a liability", "a net assets",
-- "a revenue", "an expense" ("... 1010 Checking is an asset account").
create or replace function private.account_category_phrase(p_category text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_category when 'Assets' then 'an asset' when 'Liabilities' then 'a liability' when 'Net Assets' then 'a net assets'
    when 'Revenue' then 'a revenue' when 'Expenses' then 'an expense' else 'another kind of' end
$$;
revoke all on function private.account_category_phrase(p_category text) from public, anon, authenticated, service_role;
