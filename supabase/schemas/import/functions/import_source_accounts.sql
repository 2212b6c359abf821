-- The staged source accounts of a batch, one per source key (the first row that names it), their
-- fields trimmed and the category spelled as the chart does; copies counts the rows naming the key.
create or replace function private.import_source_accounts(p_batch uuid)
returns table (row_number integer, source_key text, number text, name text, full_name text, parent_key text, source_type text,
               category text, is_active boolean, description text, copies bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select s.row_number, s.source_key, s.number, s.name, s.full_name, s.parent_key, s.source_type, s.category, s.is_active, s.description, s.copies
  from (
    select r.row_number,
           nullif(btrim(r.data ->> 'source_key'), '') as source_key,
           nullif(btrim(r.data ->> 'number'), '') as number,
           nullif(btrim(r.data ->> 'name'), '') as name,
           nullif(btrim(r.data ->> 'full_name'), '') as full_name,
           nullif(btrim(r.data ->> 'parent_key'), '') as parent_key,
           nullif(btrim(r.data ->> 'source_type'), '') as source_type,
           private.import_category(r.data ->> 'category') as category,
           lower(btrim(coalesce(r.data ->> 'is_active', 'true'))) not in ('false', 'f', '0', 'no', 'n', 'inactive') as is_active,
           nullif(btrim(r.data ->> 'description'), '') as description,
           count(*) over (partition by nullif(btrim(r.data ->> 'source_key'), '')) as copies,
           pg_catalog.row_number() over (partition by nullif(btrim(r.data ->> 'source_key'), '') order by r.row_number) as n
    from public.import_rows r
    where r.batch_id = p_batch and r.kind = 'accounts'
  ) s
  where s.n = 1 or s.source_key is null
$$;
revoke all on function private.import_source_accounts(p_batch uuid) from public, anon, authenticated, service_role;
