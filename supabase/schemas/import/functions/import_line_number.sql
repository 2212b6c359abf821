-- The line number the file gave a row (source_line), when it is a whole number.
-- No search_path setting, like private.document_state: the planner then inlines it into the
-- set-based parse (a set clause would make it a function call per row).
create or replace function private.import_line_number(p_text text)
returns integer
language sql
immutable
as $$
  select case when btrim(coalesce(p_text, '')) ~ '^[0-9]{1,9}$' then btrim(p_text)::integer end
$$;
revoke all on function private.import_line_number(p_text text) from public, anon, authenticated, service_role;
