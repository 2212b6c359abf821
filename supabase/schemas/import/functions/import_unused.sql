-- Of p_ids, the rows of p_table (accounts, funds, projects, donors, customers, vendors) nothing else
-- points at: read from the catalog, every foreign key onto the table's id is looked up, except the
-- ones whose rows go with it (on delete cascade: a vendor's tax id is part of the vendor). A row of
-- another table that would lose its pointer (on delete set null) counts as a use too. The undo of an
-- import removes the records it created only when this says they are unused, whatever tables later
-- releases add.
create or replace function private.import_unused(p_table regclass, p_org uuid, p_ids uuid[])
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r record;
  v_used uuid[] := '{}';
  v_some uuid[];
begin
  if coalesce(cardinality(p_ids), 0) = 0 then
    return '{}';
  end if;
  for r in
    select c.conrelid::regclass as tbl, a.attname as col,
           exists (select 1 from pg_catalog.pg_attribute o where o.attrelid = c.conrelid and o.attname = 'organization_id' and not o.attisdropped) as has_org
    from pg_catalog.pg_constraint c
    cross join lateral unnest(c.confkey, c.conkey) as k (refnum, num)
    join pg_catalog.pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = k.refnum and ra.attname = 'id'
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num
    where c.contype = 'f' and c.confrelid = p_table and c.confdeltype <> 'c'
  loop
    execute format('select array_agg(distinct x.%1$I) from %2$s x where x.%1$I = any ($1)%3$s',
                   r.col, r.tbl, case when r.has_org then ' and x.organization_id = $2' else '' end)
      into v_some using p_ids, p_org;
    v_used := v_used || coalesce(v_some, '{}');
  end loop;
  return array(select unnest(p_ids) except select unnest(v_used));
end;
$$;
revoke all on function private.import_unused(p_table regclass, p_org uuid, p_ids uuid[]) from public, anon, authenticated, service_role;
