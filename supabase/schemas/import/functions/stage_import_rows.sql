-- RPC (owners and admins): stages one chunk of rows of one kind (accounts, dimensions, contacts,
-- trial_balance, journal, open_documents; the normalized model's fields, docs/import.md) in a batch
-- that is staging. At most 5,000 rows per call, so the browser and the database each hold one chunk
-- at a time. The rows are numbered per kind: p_first_row is the number of the chunk's first row
-- (1 for the first chunk, 5,001 for the second ...); without it the chunk follows the rows already
-- staged. A row sent again under the same number replaces the earlier one, so a chunk whose answer
-- was lost can be sent again. Fields outside the model are dropped; the values are checked by the
-- preview, not here. Returns a public.import_stage_result.
create or replace function public.stage_import_rows(p_batch_id uuid, p_kind text, p_rows jsonb, p_first_row integer default null)
returns public.import_stage_result
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_batch public.import_batches := private.import_staging_batch(p_batch_id);
  v_fields text[] := private.import_row_fields(p_kind);
  v_first integer := p_first_row;
  v_count integer;
  v_bad integer;
  v_staged integer;
  v_total integer;
begin
  if v_fields is null then
    raise exception 'Unknown kind of rows "%": send accounts, dimensions, contacts, trial_balance, journal or open_documents', p_kind
      using errcode = '22023';
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    raise exception 'The rows must be a list' using errcode = '22023';
  end if;
  v_count := jsonb_array_length(p_rows);
  if v_count > 5000 then
    raise exception 'A chunk holds at most 5,000 rows (this one has %): send the rows in chunks', v_count using errcode = '22023';
  end if;
  select min(e.ord) into v_bad from jsonb_array_elements(p_rows) with ordinality as e (value, ord) where jsonb_typeof(e.value) <> 'object';
  if v_bad is not null then
    raise exception 'Row % of the chunk is not an object of fields', v_bad using errcode = '22023';
  end if;
  if v_first is null then
    select coalesce(max(r.row_number), 0) + 1 into v_first from public.import_rows r where r.batch_id = v_batch.id and r.kind = p_kind;
  end if;
  if v_first < 1 or v_first > 10000000 - v_count then
    raise exception 'The first row number must be between 1 and 10,000,000' using errcode = '22023';
  end if;

  insert into public.import_rows (organization_id, batch_id, kind, row_number, data)
  select v_batch.organization_id, v_batch.id, p_kind, v_first + (e.ord - 1)::integer,
         private.import_row_data(p_kind, e.value)
  from jsonb_array_elements(p_rows) with ordinality as e (value, ord)
  on conflict (batch_id, kind, row_number) do update set data = excluded.data;

  select count(*) filter (where r.kind = p_kind), count(*) into v_staged, v_total from public.import_rows r where r.batch_id = v_batch.id;
  if v_total > 1000000 then
    raise exception 'An import holds at most 1,000,000 rows: split the books into several imports' using errcode = '22023';
  end if;
  update public.import_batches b set staged_rows = v_total where b.id = v_batch.id and b.staged_rows <> v_total;
  return row(v_batch.id, p_kind, v_count, v_staged, v_total)::public.import_stage_result;
end;
$$;
revoke all on function public.stage_import_rows(p_batch_id uuid, p_kind text, p_rows jsonb, p_first_row integer) from public, anon, authenticated, service_role;
grant execute on function public.stage_import_rows(p_batch_id uuid, p_kind text, p_rows jsonb, p_first_row integer) to authenticated, service_role;
