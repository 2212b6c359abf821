-- The staged contacts of a batch (customers, vendors, donors, or contacts of no kind), one per
-- source key (its first row); copies counts the rows naming the key.
create or replace function private.import_source_contacts(p_batch uuid)
returns table (row_number integer, source_key text, kind text, name text, email text, phone text, address_line1 text, address_line2 text,
               city text, region text, postal_code text, country text, tax_id text, is_1099 boolean, copies bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select s.row_number, s.source_key, s.kind, s.name, s.email, s.phone, s.address_line1, s.address_line2, s.city, s.region,
         s.postal_code, s.country, s.tax_id, s.is_1099, s.copies
  from (
    select r.row_number,
           nullif(btrim(r.data ->> 'source_key'), '') as source_key,
           lower(nullif(btrim(r.data ->> 'kind'), '')) as kind,
           nullif(btrim(r.data ->> 'name'), '') as name,
           lower(nullif(btrim(r.data ->> 'email'), '')) as email,
           nullif(btrim(r.data ->> 'phone'), '') as phone,
           nullif(btrim(r.data ->> 'address_line1'), '') as address_line1,
           nullif(btrim(r.data ->> 'address_line2'), '') as address_line2,
           nullif(btrim(r.data ->> 'city'), '') as city,
           nullif(btrim(r.data ->> 'region'), '') as region,
           nullif(btrim(r.data ->> 'postal_code'), '') as postal_code,
           nullif(btrim(r.data ->> 'country'), '') as country,
           nullif(btrim(r.data ->> 'tax_id'), '') as tax_id,
           lower(btrim(coalesce(r.data ->> 'is_1099', 'false'))) in ('true', 't', '1', 'yes', 'y') as is_1099,
           count(*) over (partition by nullif(btrim(r.data ->> 'source_key'), '')) as copies,
           pg_catalog.row_number() over (partition by nullif(btrim(r.data ->> 'source_key'), '') order by r.row_number) as n
    from public.import_rows r
    where r.batch_id = p_batch and r.kind = 'contacts'
  ) s
  where s.n = 1 or s.source_key is null
$$;
revoke all on function private.import_source_contacts(p_batch uuid) from public, anon, authenticated, service_role;
