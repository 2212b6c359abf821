-- A source account's category as the chart spells it (Assets, Liabilities, Net Assets, Revenue,
-- Expenses), whatever the case the file wrote it in; anything else comes back as sent, which the
-- checks refuse.
-- No search_path setting, like private.document_state: the planner then inlines it into the
-- set-based parse (a set clause would make it a function call per row).
create or replace function private.import_category(p_text text)
returns text
language sql
immutable
as $$
  select case lower(btrim(coalesce(p_text, '')))
    when 'assets' then 'Assets' when 'liabilities' then 'Liabilities' when 'net assets' then 'Net Assets'
    when 'revenue' then 'Revenue' when 'expenses' then 'Expenses'
    else nullif(btrim(coalesce(p_text, '')), '')
  end
$$;
revoke all on function private.import_category(p_text text) from public, anon, authenticated, service_role;
