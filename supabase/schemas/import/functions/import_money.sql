-- An amount as the import's sentences print it: 12,500.00 (always two decimals, a comma between
-- thousands, fixed whatever the server's locale).
-- No search_path setting, like private.document_state: the planner then inlines it into the
-- set-based parse (a set clause would make it a function call per row).
-- Stable, not immutable: to_char is, and an immutable function whose body is not would not be
-- inlined.
create or replace function private.import_money(p_amount numeric)
returns text
language sql
stable
as $$
  select case when p_amount < 0 then '-' else '' end || btrim(to_char(abs(coalesce(p_amount, 0)), 'FM999,999,999,999,990.00'))
$$;
revoke all on function private.import_money(p_amount numeric) from public, anon, authenticated, service_role;
