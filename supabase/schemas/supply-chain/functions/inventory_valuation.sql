-- RPC: the Inventory Valuation report (/app/reports/inventory): items with quantity, average unit
-- cost and value as of a date (their movements up to it), and the ledger's balance of the Inventory
-- accounts (the 'inventory' system account and any account of the Inventory type) at the same date,
-- side by side. Members only. The answer is a public.inventory_valuation_page.
create or replace function public.inventory_valuation(
  p_organization_id uuid,
  p_as_of date default null,
  p_search text default null,
  p_limit integer default 200,
  p_offset integer default 0
)
returns public.inventory_valuation_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, private.today_for_organization(p_organization_id));
  v_limit integer := least(greatest(coalesce(p_limit, 200), 1), 5000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_result public.inventory_valuation_page;
  v_ledger numeric;
  v_items numeric;
  v_accounts public.inventory_ledger_account[];
begin
  perform private.require_member(p_organization_id);
  with inventory_lines as (
    select a.id, a.code, a.name, l.debit, l.credit
    from public.accounts a
    left join public.account_types t on t.id = a.account_type_id
    left join public.journal_entry_lines l on l.account_id = a.id
    left join public.journal_entries e on e.id = l.journal_entry_id
    where a.organization_id = p_organization_id and a.category = 'Assets' and (a.system_key = 'inventory' or t.name = 'Inventory')
      and (l.id is null or (e.status = 'posted' and e.entry_date <= v_as_of))
  )
  -- The accounts in the order they were always listed (as the jsonb objects {id, code, name} sort).
  select coalesce(sum(i.debit - i.credit), 0),
         array(select row(x.id, x.code, x.name)::public.inventory_ledger_account
               from (select distinct i2.id, i2.code, i2.name from inventory_lines i2) x order by x.id::text)
    into v_ledger, v_accounts
  from inventory_lines i;
  -- The item total covers every item (not the search) so it compares with the ledger.
  select coalesce(sum(m.value), 0) into v_items
  from public.stock_movements m where m.organization_id = p_organization_id and m.movement_date <= v_as_of;
  with balances as (
    select i.id, i.sku, i.name, i.category, i.unit, i.location,
           coalesce(sum(m.quantity), 0) as quantity, coalesce(sum(m.value), 0) as value
    from public.inventory i
    left join public.stock_movements m on m.inventory_id = i.id and m.movement_date <= v_as_of
    where i.organization_id = p_organization_id
      and (v_pattern is null or i.name ilike v_pattern or i.sku ilike v_pattern or i.category ilike v_pattern)
    group by i.id
  )
  select
    array(
      select row(b.id, b.sku, b.name, b.unit, b.value::text, b.category, b.location, b.quantity::text,
                 (case when b.quantity > 0 then round(b.value / b.quantity, 2) else 0 end)::text)::public.inventory_valuation_row
      from (select * from balances order by category nulls last, name, id limit v_limit offset v_offset) b
      order by b.category nulls last, b.name, b.id) as rows,
    v_as_of as as_of,
    v_limit as "limit",
    (select count(*) from balances) as total,
    v_offset as "offset",
    (v_items - v_ledger)::text as difference,
    v_items::text as items_value,
    (select coalesce(sum(b.value), 0) from balances b)::text as total_value,
    v_ledger::text as ledger_value,
    (select coalesce(sum(b.quantity), 0) from balances b)::text as total_quantity,
    v_accounts as ledger_accounts
    into v_result;
  return v_result;
end;
$$;
revoke all on function public.inventory_valuation(p_organization_id uuid, p_as_of date, p_search text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.inventory_valuation(p_organization_id uuid, p_as_of date, p_search text, p_limit integer, p_offset integer) to authenticated, service_role;
