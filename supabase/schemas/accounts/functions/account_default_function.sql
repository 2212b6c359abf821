-- Keeps default_function on expense accounts only, and suggests one when an expense account
-- has none (on insert, or when an account becomes an expense account).
create or replace function private.account_default_function()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.category is distinct from 'Expenses' then
    new.default_function := null;
  elsif new.default_function is null and not new.is_placeholder
        and (tg_op = 'INSERT' or old.category is distinct from 'Expenses') then
    new.default_function := private.suggested_expense_function(new.system_key, new.name);
  end if;
  return new;
end;
$$;
revoke all on function private.account_default_function() from public, anon, authenticated, service_role;
