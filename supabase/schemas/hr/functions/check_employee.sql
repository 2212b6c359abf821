-- Employees: a terminated employee without a termination date gets today's, and an employee's
-- status changes only by whoever may change pay (can_change_pay; code without a signed-in user,
-- such as the seed, may too).
create or replace function private.check_employee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.status is distinct from old.status and auth.uid() is not null
     and not public.can_change_pay(new.organization_id) then
    raise exception 'Only owners, admins and members with payroll access can change an employee''s status' using errcode = '42501';
  end if;
  if new.status = 'terminated' and new.termination_date is null then
    new.termination_date := private.today_for_organization(new.organization_id);
  end if;
  return new;
end;
$$;
revoke all on function private.check_employee() from public, anon, authenticated, service_role;
