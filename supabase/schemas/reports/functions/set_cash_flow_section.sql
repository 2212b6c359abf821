-- RPC: owners and admins set the section of an account type (null: back to the default).
create or replace function public.set_cash_flow_section(p_organization_id uuid, p_account_type_id uuid, p_section text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_category text;
  v_type text;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin'], 'Only owners and admins can change how accounts map to the cash flow statement');
  select c.name, t.name into v_category, v_type
  from public.account_types t join public.account_categories c on c.id = t.account_category_id
  where t.id = p_account_type_id and t.organization_id = p_organization_id;
  if v_category is null then
    raise exception 'That account type was not found in this organization' using errcode = 'P0001';
  end if;
  if v_category not in ('Assets', 'Liabilities') then
    raise exception 'Only asset and liability account types have a cash flow section' using errcode = 'P0001';
  end if;
  if p_section is not null and p_section not in ('cash', 'operating', 'investing', 'financing') then
    raise exception 'The section is cash, operating, investing or financing' using errcode = 'P0001';
  end if;
  insert into private.cash_flow_sections (organization_id, account_type_id, section, updated_at)
  values (p_organization_id, p_account_type_id, coalesce(p_section, private.default_cash_flow_section(v_category, v_type)), now())
  on conflict (organization_id, account_type_id) do update set section = excluded.section, updated_at = now();
end;
$$;
revoke all on function public.set_cash_flow_section(p_organization_id uuid, p_account_type_id uuid, p_section text) from public, anon, authenticated, service_role;
grant execute on function public.set_cash_flow_section(p_organization_id uuid, p_account_type_id uuid, p_section text) to authenticated, service_role;
