-- The three accounts the supply-chain postings use (Goods Received Not Invoiced, Program Goods
-- Distributed, Inventory Losses and Adjustments), added to an organization's chart when it lacks
-- them (found by system key; a code already taken gets the next free one).
create or replace function private.ensure_supply_chain_accounts(p_org uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_code text;
begin
  for r in
    select * from (values
      ('goods_received_not_invoiced', '2050', 'Goods Received Not Invoiced', 'Liabilities', '2000', 'Accrued Liability', null::text,
       'Goods received on purchase orders and not yet billed by the vendor: credited by each receipt, cleared by the vendor''s bill for the order.'),
      ('inventory_distributed', '6410', 'Program Goods Distributed', 'Expenses', '5000', 'Program', 'program',
       'Cost of inventory distributed to programs (food, hygiene kits, supplies given out), at moving-average cost.'),
      ('inventory_loss', '6420', 'Inventory Losses and Adjustments', 'Expenses', '5000', 'Other Expense', 'management_general',
       'Spoiled or damaged goods written off and physical count differences, at moving-average cost.')
    ) as t (system_key, code, name, category, parent_code, type_name, default_function, description)
  loop
    continue when exists (select 1 from public.accounts a where a.organization_id = p_org and a.system_key = r.system_key);
    v_code := r.code;
    while exists (select 1 from public.accounts a where a.organization_id = p_org and a.code = v_code) loop
      v_code := (v_code::int + 1)::text;
    end loop;
    insert into public.accounts (organization_id, code, name, parent_id, category, account_type_id, system_key, description, normal_balance, default_function)
    values (p_org, v_code, r.name,
            (select p.id from public.accounts p where p.organization_id = p_org and p.code = r.parent_code and p.category = r.category and p.is_placeholder),
            r.category,
            (select t.id from public.account_types t where t.organization_id = p_org and t.name = r.type_name),
            r.system_key, r.description, private.normal_balance_for(r.category), r.default_function);
  end loop;
end;
$$;
revoke all on function private.ensure_supply_chain_accounts(p_org uuid) from public, anon, authenticated, service_role;
