-- RPC: the Inventory Valuation report (/app/reports/inventory): items with quantity, average unit
-- cost and value as of a date (their movements up to it), and the ledger's balance of the Inventory
-- accounts (the 'inventory' system account and any account of the Inventory type) at the same date,
-- side by side. Members only.
create or replace function public.inventory_valuation(
  p_organization_id uuid,
  p_as_of date default current_date,
  p_search text default null,
  p_limit integer default 200,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, current_date);
  v_limit integer := least(greatest(coalesce(p_limit, 200), 1), 5000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_result json;
  v_ledger numeric;
  v_accounts json;
begin
  perform private.require_member(p_organization_id);
  select coalesce(sum(l.debit - l.credit), 0),
         coalesce(json_agg(distinct jsonb_build_object('id', a.id, 'code', a.code, 'name', a.name)) filter (where a.id is not null), '[]'::json)
    into v_ledger, v_accounts
  from public.accounts a
  left join public.account_types t on t.id = a.account_type_id
  left join public.journal_entry_lines l on l.account_id = a.id
  left join public.journal_entries e on e.id = l.journal_entry_id
  where a.organization_id = p_organization_id and a.category = 'Assets' and (a.system_key = 'inventory' or t.name = 'Inventory')
    and (l.id is null or (e.status = 'posted' and e.entry_date <= v_as_of));
  with balances as (
    select i.id, i.sku, i.name, i.category, i.unit, i.location,
           coalesce(sum(m.quantity), 0) as quantity, coalesce(sum(m.value), 0) as value
    from public.inventory i
    left join public.stock_movements m on m.inventory_id = i.id and m.movement_date <= v_as_of
    where i.organization_id = p_organization_id
      and (v_pattern is null or i.name ilike v_pattern or i.sku ilike v_pattern or i.category ilike v_pattern)
    group by i.id
  )
  select json_build_object(
    'as_of', v_as_of,
    'total', (select count(*) from balances),
    'total_quantity', (select coalesce(sum(b.quantity), 0) from balances b)::text,
    'total_value', (select coalesce(sum(b.value), 0) from balances b)::text,
    'limit', v_limit, 'offset', v_offset,
    'rows', coalesce((select json_agg(json_build_object(
               'id', b.id, 'sku', b.sku, 'name', b.name, 'category', b.category, 'unit', b.unit, 'location', b.location,
               'quantity', b.quantity::text,
               'unit_cost', case when b.quantity > 0 then round(b.value / b.quantity, 2) else 0 end::text,
               'value', b.value::text) order by b.category nulls last, b.name, b.id)
             from (select * from balances order by category nulls last, name, id limit v_limit offset v_offset) b), '[]'::json))
    into v_result;
  -- The item total covers every item (not the search) so it compares with the ledger.
  return (v_result::jsonb || jsonb_build_object(
    'items_value', (select coalesce(sum(m.value), 0) from public.stock_movements m where m.organization_id = p_organization_id and m.movement_date <= v_as_of)::text,
    'ledger_value', v_ledger::text,
    'difference', ((select coalesce(sum(m.value), 0) from public.stock_movements m where m.organization_id = p_organization_id and m.movement_date <= v_as_of) - v_ledger)::text,
    'ledger_accounts', v_accounts))::json;
end;
$$;
revoke all on function public.inventory_valuation(p_organization_id uuid, p_as_of date, p_search text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.inventory_valuation(p_organization_id uuid, p_as_of date, p_search text, p_limit integer, p_offset integer) to authenticated, service_role;
