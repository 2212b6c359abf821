-- Trigger on vendors: a vendor's default expense account is one a bill line may be debited to.
create or replace function private.check_vendor_default_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.default_expense_account_id is not null and not private.is_bill_line_account(new.default_expense_account_id) then
    raise exception 'A vendor''s default account is an Expenses or Assets account' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.check_vendor_default_account() from public, anon, authenticated, service_role;
