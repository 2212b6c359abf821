-- An amount of an imported row: a decimal string ("1250.00", "-40", "3.5"; no thousands separator,
-- at most two decimals, as the browser's readers write it), a JSON number's text, or nothing (zero).
-- Anything else is null, which the checks report as "not an amount".
-- No search_path setting, like private.document_state: the planner then inlines it into the
-- set-based parse (a set clause would make it a function call per row).
create or replace function private.import_amount(p_text text)
returns numeric
language sql
immutable
as $$
  select case
    when p_text is null or btrim(p_text) = '' then 0
    when btrim(p_text) ~ '^[-+]?[0-9]{1,12}(\.[0-9]{0,2})?$' then btrim(p_text)::numeric
  end
$$;
revoke all on function private.import_amount(p_text text) from public, anon, authenticated, service_role;
