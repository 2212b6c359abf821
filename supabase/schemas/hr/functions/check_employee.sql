-- Employees: the wage account is an Expenses account that takes postings, and a terminated
-- employee without a termination date gets today's.
create or replace function private.check_employee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.wage_account_id is not null and (tg_op = 'INSERT' or new.wage_account_id is distinct from old.wage_account_id)
     and not exists (select 1 from public.accounts a where a.id = new.wage_account_id and a.category = 'Expenses' and not a.is_placeholder) then
    raise exception 'The wage expense account must be an Expenses account that takes postings' using errcode = '23514';
  end if;
  if new.status = 'terminated' and new.termination_date is null then
    new.termination_date := private.today_for_organization(new.organization_id);
  end if;
  return new;
end;
$$;
revoke all on function private.check_employee() from public, anon, authenticated, service_role;
