-- RPC (owners and admins): starts an import into the organization: the source's label ("QuickBooks
-- Online", "Xero", "Aplos", "Spreadsheet" ...), the names of the files it comes from and, when
-- known, the conversion date (set_import_conversion_date sets or changes it later). Returns the
-- batch's id; the rows follow with stage_import_rows.
create or replace function public.create_import_batch(
  p_organization_id uuid,
  p_source text,
  p_file_names text[] default '{}',
  p_conversion_date date default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin'], 'Only owners and admins can import books');
  if nullif(btrim(coalesce(p_source, '')), '') is null or length(btrim(p_source)) > 100 then
    raise exception 'Name the system the books come from (at most 100 characters)' using errcode = '22023';
  end if;
  if cardinality(coalesce(p_file_names, '{}')) > 50 or exists (select 1 from unnest(p_file_names) f where f is null or length(f) > 255) then
    raise exception 'Give at most 50 file names of at most 255 characters each' using errcode = '22023';
  end if;
  insert into public.import_batches (organization_id, source, file_names, conversion_date)
  values (p_organization_id, btrim(p_source), coalesce(p_file_names, '{}'), p_conversion_date)
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function public.create_import_batch(p_organization_id uuid, p_source text, p_file_names text[], p_conversion_date date) from public, anon, authenticated, service_role;
grant execute on function public.create_import_batch(p_organization_id uuid, p_source text, p_file_names text[], p_conversion_date date) to authenticated, service_role;
