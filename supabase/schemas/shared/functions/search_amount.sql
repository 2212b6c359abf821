-- A search box's text as an amount ('1,234.50', '$12', '-40'), or null when it is words.
create or replace function private.search_amount(p_search text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when btrim(p_search) ~ '^[-+]?\$?([0-9][0-9,]*)?(\.[0-9]{1,2})?$' and p_search ~ '[0-9]'
              then replace(replace(replace(btrim(p_search), '$', ''), ',', ''), '+', '')::numeric end
$$;
revoke all on function private.search_amount(p_search text) from public, anon, authenticated, service_role;
