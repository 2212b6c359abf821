-- A new employee gets their pay row (salaried, no rate yet), once per insert statement, so every
-- employee has one and whoever may change pay sets it (set_employee_pay).
create or replace function private.add_employee_pay()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.employee_pay (organization_id, employee_id)
  select n.organization_id, n.id from new_rows n
  on conflict (employee_id) do nothing;
  return null;
end;
$$;
revoke all on function private.add_employee_pay() from public, anon, authenticated, service_role;
