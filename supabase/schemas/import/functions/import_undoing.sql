-- Whether p_batch is being undone by the current database transaction (undo_import_batch stamps the
-- batch with it first). The ledger's and the documents' guards let such a transaction delete that
-- batch's posted entries, lines and open documents, and nothing else: a posted entry is otherwise
-- final (docs/import.md, "Undo").
create or replace function private.import_undoing(p_batch uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_batch is not null and exists (
    select 1 from public.import_batches b where b.id = p_batch and b.undone_txid = txid_current())
$$;
revoke all on function private.import_undoing(p_batch uuid) from public, anon, authenticated, service_role;
