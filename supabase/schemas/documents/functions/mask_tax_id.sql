-- A tax id as everyone may see it: its last four letters or digits behind '***' ('***6789').
create or replace function private.mask_tax_id(p_tax_id text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when nullif(btrim(p_tax_id), '') is null then null
              else '***' || right(regexp_replace(p_tax_id, '[^0-9A-Za-z]', '', 'g'), 4) end
$$;
revoke all on function private.mask_tax_id(p_tax_id text) from public, anon, authenticated, service_role;
