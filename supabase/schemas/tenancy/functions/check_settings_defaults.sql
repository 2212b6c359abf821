-- The settings' fallbacks keep their kind: the default revenue, expense and cash accounts are
-- Revenue, Expenses and Assets accounts, and the general fund is without donor restrictions.
create or replace function private.check_settings_defaults()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.default_revenue_account_id is distinct from old.default_revenue_account_id and new.default_revenue_account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.default_revenue_account_id and a.category = 'Revenue') then
    raise exception 'The default revenue account must be a Revenue account' using errcode = '23514';
  end if;
  if new.default_expense_account_id is distinct from old.default_expense_account_id and new.default_expense_account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.default_expense_account_id and a.category = 'Expenses') then
    raise exception 'The default expense account must be an Expenses account' using errcode = '23514';
  end if;
  if new.default_cash_account_id is distinct from old.default_cash_account_id and new.default_cash_account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.default_cash_account_id and a.category = 'Assets') then
    raise exception 'The cash account must be an Assets account' using errcode = '23514';
  end if;
  if new.default_fund_id is distinct from old.default_fund_id and new.default_fund_id is not null
     and not exists (select 1 from public.funds f where f.id = new.default_fund_id and f.restriction = 'without_donor_restrictions') then
    raise exception 'The general fund must be without donor restrictions' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.check_settings_defaults() from public, anon, authenticated, service_role;
