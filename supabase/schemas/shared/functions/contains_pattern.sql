-- A LIKE pattern matching the text anywhere, with the user's % _ and \ taken literally.
create or replace function private.contains_pattern(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(p_text, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
revoke all on function private.contains_pattern(p_text text) from public, anon, authenticated, service_role;
