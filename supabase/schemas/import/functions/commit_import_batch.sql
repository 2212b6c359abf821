-- RPC (owners and admins): commits the staging batch, all or nothing, in the caller's one
-- transaction: private.import_run creates the accounts, funds, projects and contacts, posts the
-- opening balances and the history as entries of source `import`, creates the open invoices and
-- bills, and verifies the books against the source (docs/import.md). When it finds any error (a row
-- that cannot be taken, a difference of the verification), its writes are rolled back and the answer
-- says why: nothing is written. Otherwise the batch becomes committed with what it wrote (the batch's
-- update is its audit_log row). A public.import_outcome with committed true when written. The
-- function-level statement_timeout lets 100,000 history lines post within one call (the Data API
-- applies it for the call, as PostgREST does).
create or replace function public.commit_import_batch(p_batch_id uuid)
returns public.import_outcome
language plpgsql
volatile
security definer
set search_path = ''
set statement_timeout = '60s'
as $$
declare
  v_batch public.import_batches := private.import_staging_batch(p_batch_id);
  v_result public.import_outcome;
begin
  -- One import of an organization's books at a time: the check that the books start after the
  -- conversion date must still hold when this one's entries land.
  perform 1 from public.organization_settings s where s.organization_id = v_batch.organization_id for update;
  begin
    v_result := private.import_run(v_batch, 200);
    if v_result.error_count > 0 then
      raise exception 'import refused: roll back' using errcode = 'MBREF';
    end if;
  exception when sqlstate 'MBREF' then
    return v_result;
  end;
  update public.import_batches b set
    status = 'committed', committed_at = now(), committed_by = auth.uid(),
    accounts_created = v_result.accounts_to_create,
    funds_created = v_result.funds_to_create,
    projects_created = v_result.projects_to_create,
    contacts_created = v_result.donors_to_create + v_result.customers_to_create + v_result.vendors_to_create,
    entries_posted = v_result.entries,
    lines_posted = v_result.lines,
    documents_created = v_result.invoices + v_result.bills
  where b.id = v_batch.id;
  v_result.status := 'committed';
  v_result.committed := true;
  return v_result;
end;
$$;
revoke all on function public.commit_import_batch(p_batch_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.commit_import_batch(p_batch_id uuid) to authenticated, service_role;
