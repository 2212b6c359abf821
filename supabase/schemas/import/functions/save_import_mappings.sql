-- RPC (owners and admins): records the person's mapping choices for a staging batch; later
-- suggestions keep them. Each element of p_mappings (at most 5,000 per call):
--   { kind: 'account'|'dimension'|'contact', source_key, action: 'existing'|'create'|'ignore',
--     target_type?: 'fund'|'project' (dimension) | 'donor'|'customer'|'vendor' (contact),
--     target_id?: the existing record (action existing),
--     code?, name?, category?, account_type? (a new account), restriction? (a new fund), name? (a new
--     fund, project or contact) }
-- A source account is always mapped (existing or create); a dimension or contact may be ignored.
-- Refuses the whole call, in words, on the first element that names no staged record, an unknown
-- target, or a field out of its range; what depends on the whole batch (a code already used, two
-- new funds of one name) the preview says. Returns how many mappings were saved.
create or replace function public.save_import_mappings(p_batch_id uuid, p_mappings jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_batch public.import_batches := private.import_staging_batch(p_batch_id);
  v_org uuid := v_batch.organization_id;
  v_bad record;
  v_saved integer;
begin
  if p_mappings is null or jsonb_typeof(p_mappings) <> 'array' then
    raise exception 'The mappings must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(p_mappings) > 5000 then
    raise exception 'Save at most 5,000 mappings at a time' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_mappings) e where jsonb_typeof(e) <> 'object') then
    raise exception 'Each mapping must be an object of fields' using errcode = '22023';
  end if;

  with input as (
    select e.ord::integer as ord, e.v ->> 'kind' as kind, btrim(e.v ->> 'source_key') as source_key, e.v ->> 'action' as action,
           nullif(btrim(coalesce(e.v ->> 'target_type', '')), '') as target_type,
           case when btrim(coalesce(e.v ->> 'target_id', '')) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                then btrim(e.v ->> 'target_id')::uuid end as target_id,
           nullif(btrim(coalesce(e.v ->> 'code', '')), '') as code, nullif(btrim(coalesce(e.v ->> 'name', '')), '') as name,
           private.import_category(e.v ->> 'category') as category, nullif(btrim(coalesce(e.v ->> 'account_type', '')), '') as account_type,
           nullif(btrim(coalesce(e.v ->> 'restriction', '')), '') as restriction,
           count(*) over (partition by e.v ->> 'kind', btrim(e.v ->> 'source_key')) as copies
    from jsonb_array_elements(p_mappings) with ordinality as e (v, ord)
  ),
  staged as (
    select distinct case r.kind when 'accounts' then 'account' when 'dimensions' then 'dimension' else 'contact' end as kind,
           btrim(r.data ->> 'source_key') as source_key
    from public.import_rows r
    where r.batch_id = v_batch.id and r.kind in ('accounts', 'dimensions', 'contacts')
  ),
  checked as (
    select i.*, case
      when i.kind is null or i.kind not in ('account', 'dimension', 'contact') then format('has an unknown kind "%s" (account, dimension or contact)', coalesce(i.kind, ''))
      when i.source_key is null or i.source_key = '' then 'names no source_key'
      when st.source_key is null then format('names %s "%s", which this import has not staged', i.kind, i.source_key)
      when i.action is null or i.action not in ('existing', 'create', 'ignore') then format('has an unknown action "%s" (existing, create or ignore)', coalesce(i.action, ''))
      when i.action = 'ignore' and i.kind = 'account' then 'leaves an account out: every source account is mapped to an account of the chart or created'
      when i.kind = 'dimension' and i.action <> 'ignore' and coalesce(i.target_type, '') not in ('fund', 'project') then 'needs target_type fund or project'
      when i.kind = 'contact' and i.action <> 'ignore' and coalesce(i.target_type, '') not in ('donor', 'customer', 'vendor') then 'needs target_type donor, customer or vendor'
      when i.action = 'existing' and i.target_id is null then 'needs the target_id of the existing record'
      when i.action = 'existing' and not exists (
        select 1 from public.accounts a where i.kind = 'account' and a.id = i.target_id and a.organization_id = v_org
        union all select 1 from public.funds f where i.kind = 'dimension' and i.target_type = 'fund' and f.id = i.target_id and f.organization_id = v_org
        union all select 1 from public.projects p where i.kind = 'dimension' and i.target_type = 'project' and p.id = i.target_id and p.organization_id = v_org
        union all select 1 from public.donors d where i.kind = 'contact' and i.target_type = 'donor' and d.id = i.target_id and d.organization_id = v_org
        union all select 1 from public.customers c where i.kind = 'contact' and i.target_type = 'customer' and c.id = i.target_id and c.organization_id = v_org
        union all select 1 from public.vendors v where i.kind = 'contact' and i.target_type = 'vendor' and v.id = i.target_id and v.organization_id = v_org)
        then format('names %s that is not in this organization', case when i.kind = 'account' then 'an account' else 'a ' || i.target_type end)
      when i.action = 'create' and i.kind = 'account' and (i.code is null or i.code !~ '^[0-9A-Za-z.-]{1,20}$')
        then 'needs a code for the new account (letters, digits, dot and dash, at most 20)'
      when i.action = 'create' and i.kind = 'account' and coalesce(i.category, '') not in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses')
        then 'needs a category for the new account (Assets, Liabilities, Net Assets, Revenue or Expenses)'
      when i.name is not null and length(i.name) > 200 then 'has a name longer than 200 characters'
      when i.account_type is not null and length(i.account_type) > 100 then 'has an account type longer than 100 characters'
      when i.restriction is not null and i.restriction not in ('without_donor_restrictions', 'with_donor_restrictions')
        then 'has an unknown restriction (without_donor_restrictions or with_donor_restrictions)'
      when i.copies > 1 then format('repeats %s "%s": give each source record one mapping', i.kind, i.source_key)
    end as why
    from input i
    left join staged st on st.kind = i.kind and st.source_key = i.source_key
  )
  select c.ord, c.why into v_bad from checked c where c.why is not null order by c.ord limit 1;
  if found then
    raise exception 'Mapping % %', v_bad.ord, v_bad.why using errcode = '22023';
  end if;

  insert into public.import_mappings as im (organization_id, batch_id, kind, source_key, action, target_type, target_id, code, name, category, account_type, restriction, reason, chosen)
  select v_org, v_batch.id, i.kind, i.source_key, i.action,
         case when i.action = 'ignore' or i.kind = 'account' then null else i.target_type end,
         case when i.action = 'existing' then i.target_id end,
         case when i.action = 'create' and i.kind = 'account' then i.code end,
         case when i.action = 'create' then i.name end,
         case when i.action = 'create' and i.kind = 'account' then i.category end,
         case when i.action = 'create' and i.kind = 'account' then i.account_type end,
         case when i.action = 'create' and i.kind = 'dimension' and i.target_type = 'fund' then coalesce(i.restriction, 'without_donor_restrictions') end,
         'Chosen', true
  from (
    select e.v ->> 'kind' as kind, btrim(e.v ->> 'source_key') as source_key, e.v ->> 'action' as action,
           nullif(btrim(coalesce(e.v ->> 'target_type', '')), '') as target_type,
           case when e.v ->> 'action' = 'existing' then btrim(e.v ->> 'target_id')::uuid end as target_id,
           nullif(btrim(coalesce(e.v ->> 'code', '')), '') as code, nullif(btrim(coalesce(e.v ->> 'name', '')), '') as name,
           private.import_category(e.v ->> 'category') as category, nullif(btrim(coalesce(e.v ->> 'account_type', '')), '') as account_type,
           nullif(btrim(coalesce(e.v ->> 'restriction', '')), '') as restriction
    from jsonb_array_elements(p_mappings) e (v)
  ) i
  on conflict (batch_id, kind, source_key) do update set
    action = excluded.action, target_type = excluded.target_type, target_id = excluded.target_id, code = excluded.code, name = excluded.name,
    category = excluded.category, account_type = excluded.account_type, restriction = excluded.restriction, reason = excluded.reason, chosen = true;
  get diagnostics v_saved = row_count;
  return v_saved;
end;
$$;
revoke all on function public.save_import_mappings(p_batch_id uuid, p_mappings jsonb) from public, anon, authenticated, service_role;
grant execute on function public.save_import_mappings(p_batch_id uuid, p_mappings jsonb) to authenticated, service_role;
