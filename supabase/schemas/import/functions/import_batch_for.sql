-- The preamble of every import RPC that names a batch: the batch, locked for the rest of the
-- transaction when p_lock (staging, mapping, commit and undo of one batch never interleave). An
-- unknown batch, or one of an organization the caller is not a member of, is "Import not found"
-- (PT404, HTTP 404); a member who is not an owner or admin is refused in words (42501).
create or replace function private.import_batch_for(p_batch_id uuid, p_lock boolean default false)
returns public.import_batches
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_batch public.import_batches;
begin
  if p_lock then
    select * into v_batch from public.import_batches b where b.id = p_batch_id for update;
  else
    select * into v_batch from public.import_batches b where b.id = p_batch_id;
  end if;
  if not found or not public.is_org_member(v_batch.organization_id) then
    raise exception 'Import not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_batch.organization_id, array['owner', 'admin'], 'Only owners and admins can import books');
  return v_batch;
end;
$$;
revoke all on function private.import_batch_for(p_batch_id uuid, p_lock boolean) from public, anon, authenticated, service_role;
