-- Each account's cash flow classification: 'cash' (private.is_cash_account), 'net_assets' (net
-- assets, revenue and expenses: their change is the change in net assets), 'noncash'
-- (contra-assets such as accumulated depreciation), else its account type's section: the
-- organization's choice in private.cash_flow_sections, else the type's default ('operating',
-- 'investing', 'financing' or 'cash'); an account without a type is operating.
create or replace function private.cash_flow_accounts(p_org uuid)
returns table (account_id uuid, code text, name text, category text, kind text)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.code, a.name, a.category,
         case
           when a.category in ('Net Assets', 'Revenue', 'Expenses') then 'net_assets'
           when coalesce(private.is_cash_account(a, t.name, s.default_cash_account_id), false) then 'cash'
           when a.category = 'Assets' and a.normal_balance = 'credit' then 'noncash'
           else coalesce(m.section, case when t.id is null then 'operating' else private.default_cash_flow_section(a.category, t.name) end)
         end
  from public.accounts a
  left join public.account_types t on t.id = a.account_type_id
  left join private.cash_flow_sections m on m.organization_id = a.organization_id and m.account_type_id = a.account_type_id
  left join public.organization_settings s on s.organization_id = a.organization_id
  where a.organization_id = p_org
$$;
revoke all on function private.cash_flow_accounts(p_org uuid) from public, anon, authenticated, service_role;
