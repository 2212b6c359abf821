-- The mappings of a batch (of one kind: account, dimension or contact, or all), each with the
-- source record's name and detail and the target's label, in the order of the staged rows: the
-- rows of suggest_import_mappings and list_import_mappings.
create or replace function private.import_mapping_list(p_batch uuid, p_kind text)
returns setof public.import_mapping_row
language sql
stable
security definer
set search_path = ''
as $$
  with sources as (
    select 'account' as kind, a.source_key, a.row_number, coalesce(a.name, a.source_key) as name,
           nullif(concat_ws(' · ', a.number, a.category, a.source_type), '') as detail
    from private.import_source_accounts(p_batch) a where p_kind is null or p_kind = 'account'
    union all
    select 'dimension', d.source_key, d.row_number, coalesce(d.name, d.source_key), d.kind
    from private.import_source_dimensions(p_batch) d where p_kind is null or p_kind = 'dimension'
    union all
    select 'contact', c.source_key, c.row_number, coalesce(c.name, c.source_key), nullif(concat_ws(' · ', c.kind, c.email), '')
    from private.import_source_contacts(p_batch) c where p_kind is null or p_kind = 'contact'
  )
  select row(
    m.kind, m.source_key, s.name, s.detail, m.action, m.target_type, m.target_id,
    case
      when m.target_id is null then null
      when m.kind = 'account' then (select a.code || ' ' || a.name from public.accounts a where a.id = m.target_id)
      when m.target_type = 'fund' then (select f.name from public.funds f where f.id = m.target_id)
      when m.target_type = 'project' then (select p.name from public.projects p where p.id = m.target_id)
      when m.target_type = 'donor' then (select d.name from public.donors d where d.id = m.target_id)
      when m.target_type = 'customer' then (select c.name from public.customers c where c.id = m.target_id)
      when m.target_type = 'vendor' then (select v.name from public.vendors v where v.id = m.target_id)
    end,
    m.code, m.name, m.category, m.account_type, m.restriction, m.reason, m.chosen)::public.import_mapping_row
  from public.import_mappings m
  left join sources s on s.kind = m.kind and s.source_key = m.source_key
  where m.batch_id = p_batch and (p_kind is null or m.kind = p_kind)
  order by case m.kind when 'account' then 1 when 'dimension' then 2 else 3 end, s.row_number nulls last, m.source_key
$$;
revoke all on function private.import_mapping_list(p_batch uuid, p_kind text) from public, anon, authenticated, service_role;
