-- The staged dimensions of a batch (classes, locations, tracking categories, funds), one per source
-- key (its first row); copies counts the rows naming the key.
create or replace function private.import_source_dimensions(p_batch uuid)
returns table (row_number integer, source_key text, kind text, name text, parent_key text, copies bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select s.row_number, s.source_key, s.kind, s.name, s.parent_key, s.copies
  from (
    select r.row_number,
           nullif(btrim(r.data ->> 'source_key'), '') as source_key,
           lower(nullif(btrim(r.data ->> 'kind'), '')) as kind,
           nullif(btrim(r.data ->> 'name'), '') as name,
           nullif(btrim(r.data ->> 'parent_key'), '') as parent_key,
           count(*) over (partition by nullif(btrim(r.data ->> 'source_key'), '')) as copies,
           pg_catalog.row_number() over (partition by nullif(btrim(r.data ->> 'source_key'), '') order by r.row_number) as n
    from public.import_rows r
    where r.batch_id = p_batch and r.kind = 'dimensions'
  ) s
  where s.n = 1 or s.source_key is null
$$;
revoke all on function private.import_source_dimensions(p_batch uuid) from public, anon, authenticated, service_role;
