-- The liability for net pay between approval and payment (2110 Net Pay Payable, or the next free
-- code), added to an organization's chart the first time a run is approved.
create or replace function private.net_pay_account(p_org uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select a.id into v_id from public.accounts a where a.organization_id = p_org and a.system_key = 'net_pay_payable';
  if v_id is null then
    insert into public.accounts (organization_id, code, name, parent_id, category, account_type_id, system_key, description, normal_balance)
    values (p_org,
      (select c from unnest(array['2110', '2111', '2112', '2119', '2190']) c
       where not exists (select 1 from public.accounts x where x.organization_id = p_org and x.code = c) limit 1),
      'Net Pay Payable',
      (select p.id from public.accounts p where p.organization_id = p_org and p.code = '2000' and p.category = 'Liabilities'),
      'Liabilities',
      (select t.id from public.account_types t where t.organization_id = p_org and t.name = 'Accrued Liability'),
      'net_pay_payable', 'Net pay of approved payroll runs not yet paid to employees.', 'credit')
    returning id into v_id;
  end if;
  return v_id;
end;
$$;
revoke all on function private.net_pay_account(p_org uuid) from public, anon, authenticated, service_role;
