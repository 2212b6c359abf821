-- Statement trigger on account_types (account_types_cash_flow_section): every new asset or
-- liability type gets its default cash flow section row (private.default_cash_flow_section).
create or replace function private.add_default_cash_flow_section()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.cash_flow_sections (organization_id, account_type_id, section)
  select n.organization_id, n.id, private.default_cash_flow_section(c.name, n.name)
  from new_types n
  join public.account_categories c on c.id = n.account_category_id
  where c.name in ('Assets', 'Liabilities')
  on conflict do nothing;
  return null;
end;
$$;
revoke all on function private.add_default_cash_flow_section() from public, anon, authenticated, service_role;
