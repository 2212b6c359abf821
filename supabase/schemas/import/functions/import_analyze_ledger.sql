-- Refreshes the planner's statistics of the ledger tables when an import is about to change them by
-- more than a tenth (p_lines lines against what the statistics last counted): the ledger's
-- per-row checks and the foreign keys' cascades run queries planned from those statistics, and
-- statistics from when the tables were nearly empty (a new installation) make them scan the whole
-- table for every line, which turns 100,000 lines into hours. In a large ledger an import changes
-- little and nothing is done. ANALYZE holds its lock until the transaction ends, so two such
-- imports at once take turns.
create or replace function private.import_analyze_ledger(p_lines bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_lines * 10 > (select greatest(c.reltuples, 0) from pg_catalog.pg_class c where c.oid = 'public.journal_entry_lines'::regclass) then
    analyze public.journal_entries, public.journal_entry_lines;
  end if;
end;
$$;
revoke all on function private.import_analyze_ledger(p_lines bigint) from public, anon, authenticated, service_role;
