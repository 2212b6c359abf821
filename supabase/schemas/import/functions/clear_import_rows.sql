-- RPC (owners and admins): removes a staging batch's rows of one kind (all its rows when p_kind is
-- null), to send a file again from its start; the mappings stay. Returns how many rows went.
create or replace function public.clear_import_rows(p_batch_id uuid, p_kind text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_batch public.import_batches := private.import_staging_batch(p_batch_id);
  v_removed integer;
begin
  if p_kind is not null and private.import_row_fields(p_kind) is null then
    raise exception 'Unknown kind of rows "%": send accounts, dimensions, contacts, trial_balance, journal or open_documents', p_kind
      using errcode = '22023';
  end if;
  delete from public.import_rows r where r.batch_id = v_batch.id and (p_kind is null or r.kind = p_kind);
  get diagnostics v_removed = row_count;
  update public.import_batches b set staged_rows = (select count(*) from public.import_rows r where r.batch_id = v_batch.id)
  where b.id = v_batch.id and v_removed > 0;
  return v_removed;
end;
$$;
revoke all on function public.clear_import_rows(p_batch_id uuid, p_kind text) from public, anon, authenticated, service_role;
grant execute on function public.clear_import_rows(p_batch_id uuid, p_kind text) to authenticated, service_role;
