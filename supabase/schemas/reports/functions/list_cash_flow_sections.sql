-- RPC for members: the cash flow section of every asset and liability account type of the
-- organization, with its default.
create or replace function public.list_cash_flow_sections(p_organization_id uuid)
returns table (account_type_id uuid, category text, type_name text, section text, default_section text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return query
    select t.id, c.name, t.name,
           coalesce(m.section, private.default_cash_flow_section(c.name, t.name)),
           private.default_cash_flow_section(c.name, t.name)
    from public.account_types t
    join public.account_categories c on c.id = t.account_category_id
    left join private.cash_flow_sections m on m.organization_id = t.organization_id and m.account_type_id = t.id
    where t.organization_id = p_organization_id and c.name in ('Assets', 'Liabilities')
    order by c.sort_order, t.name;
end;
$$;
revoke all on function public.list_cash_flow_sections(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_cash_flow_sections(p_organization_id uuid) to authenticated, service_role;
