-- Provisions a new organization's chart: the five categories, the standard account types, the
-- description library and the accounts of private.default_chart. Accumulated Depreciation (1590)
-- is the one credit-normal asset (a contra account). The supply-chain accounts follow through the
-- accounts_supply_chain_defaults trigger, so other areas extend the chart without rewriting this.
create or replace function private.create_default_chart(p_org uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.account_categories (organization_id, name, normal_balance, sort_order)
  values (p_org, 'Assets', 'debit', 1), (p_org, 'Liabilities', 'credit', 2), (p_org, 'Net Assets', 'credit', 3),
         (p_org, 'Revenue', 'credit', 4), (p_org, 'Expenses', 'debit', 5);

  insert into public.account_types (organization_id, account_category_id, name, description)
  select p_org, c.id, t.name, t.description
  from (values
    ('Assets', 'Bank', 'Checking, savings and petty cash.'),
    ('Assets', 'Receivable', 'Amounts owed to the organization.'),
    ('Assets', 'Inventory', 'Goods held for distribution or sale.'),
    ('Assets', 'Prepaid', 'Expenses paid in advance.'),
    ('Assets', 'Fixed Asset', 'Long-lived property and equipment.'),
    ('Assets', 'Other Asset', 'Assets of any other kind.'),
    ('Liabilities', 'Payable', 'Amounts owed to vendors.'),
    ('Liabilities', 'Accrued Liability', 'Expenses incurred and not yet paid.'),
    ('Liabilities', 'Deferred Revenue', 'Revenue received before it is earned.'),
    ('Liabilities', 'Long-term Liability', 'Debts due after more than a year.'),
    ('Liabilities', 'Other Liability', 'Liabilities of any other kind.'),
    ('Net Assets', 'Net Assets', 'Net assets with or without donor restrictions.'),
    ('Revenue', 'Contributions', 'Gifts and donated goods and services.'),
    ('Revenue', 'Grants', 'Grants from foundations and governments.'),
    ('Revenue', 'Earned Revenue', 'Fees for programs, services and sales.'),
    ('Revenue', 'Other Revenue', 'Investment and other income.'),
    ('Expenses', 'Personnel', 'Salaries, payroll taxes and benefits.'),
    ('Expenses', 'Occupancy', 'Rent, utilities and maintenance.'),
    ('Expenses', 'Program', 'Direct costs of programs.'),
    ('Expenses', 'Administrative', 'Management and general costs.'),
    ('Expenses', 'Other Expense', 'Expenses of any other kind.')
  ) as t (category, name, description)
  join public.account_categories c on c.organization_id = p_org and c.name = t.category;

  insert into public.account_descriptions (organization_id, account_type_id, name, description)
  select p_org, t.id, d.name, d.description
  from (values
    ('Bank', 'Operating cash', 'Cash available for day-to-day operations, reconciled monthly to the bank statement.'),
    ('Receivable', 'Pledges', 'Unconditional promises to give, recorded when made and collected later.'),
    ('Fixed Asset', 'Capitalized equipment', 'Items above the capitalization threshold, depreciated over their useful life.'),
    ('Payable', 'Vendor bills', 'Approved vendor bills awaiting payment.'),
    ('Net Assets', 'Donor-restricted', 'Gifts a donor limited to a purpose or time, released when the restriction is met.'),
    ('Contributions', 'Individual gifts', 'Gifts from individuals, recorded when received or unconditionally promised.'),
    ('Grants', 'Government grants', 'Grants from federal, state and local agencies.'),
    ('Program', 'Direct program costs', 'Costs incurred directly in delivering a program.'),
    ('Administrative', 'Management and general', 'Oversight, accounting, legal and other general costs.')
  ) as d (type_name, name, description)
  join public.account_types t on t.organization_id = p_org and t.name = d.type_name;

  -- Parents first (they have no parent code), children then find them by code.
  insert into public.accounts (organization_id, code, name, category, account_type_id, system_key, is_placeholder, description, normal_balance)
  select p_org, c.code, c.name, c.category, t.id, c.system_key, c.is_placeholder, c.description,
         case when c.code = '1590' then 'credit' else private.normal_balance_for(c.category) end
  from private.default_chart() c
  left join public.account_types t on t.organization_id = p_org and t.name = c.type_name
  where c.parent_code is null;

  insert into public.accounts (organization_id, code, name, parent_id, category, account_type_id, system_key, is_placeholder, description, normal_balance)
  select p_org, c.code, c.name, p.id, c.category, t.id, c.system_key, c.is_placeholder, c.description,
         case when c.code = '1590' then 'credit' else private.normal_balance_for(c.category) end
  from private.default_chart() c
  join public.accounts p on p.organization_id = p_org and p.code = c.parent_code
  left join public.account_types t on t.organization_id = p_org and t.name = c.type_name;
end;
$$;
revoke all on function private.create_default_chart(p_org uuid) from public, anon, authenticated, service_role;
