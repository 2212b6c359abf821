-- ILIKE pattern of a search box's text (trimmed), matching anywhere, wildcards taken literally:
-- the bank reconciliation searches. Other lists call private.contains_pattern on trimmed text.
create or replace function private.search_pattern(p_search text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
revoke all on function private.search_pattern(p_search text) from public, anon, authenticated, service_role;
