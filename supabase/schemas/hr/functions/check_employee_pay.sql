-- Employee pay: the wage account is an Expenses account that takes postings.
create or replace function private.check_employee_pay()
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
  return new;
end;
$$;
revoke all on function private.check_employee_pay() from public, anon, authenticated, service_role;
