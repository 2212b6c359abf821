-- A name as the mapping suggestions compare it: lower case, anything but letters and digits one
-- space, "&" read as "and" ("Salaries & Wages" is "salaries and wages", "A/R" is "a r").
-- No search_path setting, like private.document_state: the planner then inlines it into the
-- set-based parse (a set clause would make it a function call per row).
create or replace function private.import_normal_name(p_name text)
returns text
language sql
immutable
as $$
  select nullif(btrim(regexp_replace(replace(lower(coalesce(p_name, '')), '&', ' and '), '[^a-z0-9]+', ' ', 'g')), '')
$$;
revoke all on function private.import_normal_name(p_name text) from public, anon, authenticated, service_role;
