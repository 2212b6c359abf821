-- A quantity as people write it: 20, 2.5, 1,250 (no trailing zeros).
create or replace function private.quantity_text(p_quantity numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select rtrim(rtrim(to_char(p_quantity, 'FM999,999,999,990.99'), '0'), '.')
$$;
revoke all on function private.quantity_text(numeric) from public, anon, authenticated, service_role;
