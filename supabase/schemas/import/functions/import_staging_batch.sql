-- A batch that still takes rows and mappings (import_batch_for, locked): a committed or undone
-- batch is refused in words.
create or replace function private.import_staging_batch(p_batch_id uuid)
returns public.import_batches
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_batch public.import_batches := private.import_batch_for(p_batch_id, true);
begin
  if v_batch.status = 'committed' then
    raise exception 'This import is committed: undo it to change it, or start a new import' using errcode = 'P0001';
  end if;
  if v_batch.status = 'undone' then
    raise exception 'This import was undone: start a new import' using errcode = 'P0001';
  end if;
  return v_batch;
end;
$$;
revoke all on function private.import_staging_batch(p_batch_id uuid) from public, anon, authenticated, service_role;
