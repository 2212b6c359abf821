-- RPC (owners and admins): sets the batch's conversion date, the day the opening balances are
-- posted on (the source trial balance is as of it) and after which the history starts. Only while
-- the batch is staging. Returns the date.
create or replace function public.set_import_conversion_date(p_batch_id uuid, p_conversion_date date)
returns date
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_batch public.import_batches := private.import_staging_batch(p_batch_id);
begin
  if p_conversion_date is null then
    raise exception 'Choose the conversion date' using errcode = '22023';
  end if;
  update public.import_batches b set conversion_date = p_conversion_date where b.id = v_batch.id;
  return p_conversion_date;
end;
$$;
revoke all on function public.set_import_conversion_date(p_batch_id uuid, p_conversion_date date) from public, anon, authenticated, service_role;
grant execute on function public.set_import_conversion_date(p_batch_id uuid, p_conversion_date date) to authenticated, service_role;
