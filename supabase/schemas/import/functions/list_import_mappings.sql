-- RPC (owners and admins): the batch's mappings, as suggest_import_mappings answers them, without
-- suggesting anew (of one kind: account, dimension or contact, or all). Any status: a committed
-- batch shows what it was committed with.
create or replace function public.list_import_mappings(p_batch_id uuid, p_kind text default null)
returns setof public.import_mapping_row
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_batch public.import_batches := private.import_batch_for(p_batch_id);
begin
  if p_kind is not null and p_kind not in ('account', 'dimension', 'contact') then
    raise exception 'Unknown kind of mapping "%": account, dimension or contact', p_kind using errcode = '22023';
  end if;
  return query select * from private.import_mapping_list(v_batch.id, p_kind);
end;
$$;
revoke all on function public.list_import_mappings(p_batch_id uuid, p_kind text) from public, anon, authenticated, service_role;
grant execute on function public.list_import_mappings(p_batch_id uuid, p_kind text) to authenticated, service_role;
