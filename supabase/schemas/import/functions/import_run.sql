-- A commit of the batch, as far as it goes, in the caller's transaction: reads and checks the staged
-- rows (private.import_prepare, private.import_check); when nothing stops it, writes everything
-- (private.import_write), runs the ledger's balance checks at once instead of at commit, and verifies
-- the books against the source (private.import_verify). Returns the answer (private.import_outcome_of).
-- Both RPCs run exactly this: commit_import_batch keeps the writes when the answer holds no error,
-- preview_import_batch always rolls them back, so the preview and the commit can never disagree.
-- What the database refuses while writing (a period lock, a constraint) becomes an error of the
-- answer, with the database's sentence; what refuses the whole call (a viewer, an ended trial) is
-- raised.
create or replace function private.import_run(p_batch public.import_batches, p_problem_limit integer)
returns public.import_outcome
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_message text;
begin
  perform private.import_prepare(p_batch);
  perform private.import_check(p_batch);
  if not exists (select 1 from pg_temp.import_problems p where p.severity = 'error') then
    begin
      perform private.import_write(p_batch);
      perform private.import_analyze_ledger((select count(*) from pg_temp.import_lines));
      -- The balance of every entry per fund is checked at commit by deferred constraint triggers;
      -- here, now, so a refusal is an error of this answer and the preview sees it too.
      set constraints public.journal_entries_balanced, public.journal_entry_lines_balanced immediate;
      set constraints public.journal_entries_balanced, public.journal_entry_lines_balanced deferred;
    exception when integrity_constraint_violation or raise_exception then
      get stacked diagnostics v_message = message_text;
      insert into pg_temp.import_problems (severity, kind, row_number, source_line, code, message)
      values ('error', null, null, null, 'ledger_refused', format('The books refused the import: %s.', rtrim(v_message, '.')));
    end;
    if not exists (select 1 from pg_temp.import_problems p where p.severity = 'error') then
      perform private.import_verify(p_batch);
    end if;
  end if;
  return private.import_outcome_of(p_batch, p_problem_limit, false);
end;
$$;
revoke all on function private.import_run(p_batch public.import_batches, p_problem_limit integer) from public, anon, authenticated, service_role;
