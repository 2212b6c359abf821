-- Sign-up provisioning: every new auth user gets a profile; a user whose sign-up metadata has
-- organization_name also gets that organization, with the owner membership, settings, a default
-- nonprofit chart of accounts (modelled on the Unified Chart of Accounts), a General Operating
-- fund without donor restrictions, a 'trialing' subscription (private.trial_length()) and a
-- welcome notification. Also: create_organization for a signed-in user, and accept_invitation.

-- The default chart: (code, name, parent code, category, account type, system key, placeholder).
create or replace function private.default_chart()
returns table (code text, name text, parent_code text, category text, type_name text, system_key text, is_placeholder boolean, description text)
language sql
immutable
set search_path = ''
as $$
  values
    ('1000', 'Assets', null, 'Assets', null, null, true, 'Everything the organization owns or is owed.'),
    ('1010', 'Cash - Operating', '1000', 'Assets', 'Bank', 'cash', false, 'Main checking account used for day-to-day receipts and payments.'),
    ('1020', 'Savings', '1000', 'Assets', 'Bank', 'savings', false, 'Interest-bearing savings and reserve accounts.'),
    ('1100', 'Accounts Receivable', '1000', 'Assets', 'Receivable', 'accounts_receivable', false, 'Amounts invoiced to customers and not yet collected.'),
    ('1200', 'Pledges Receivable', '1000', 'Assets', 'Receivable', 'pledges_receivable', false, 'Unconditional promises to give not yet received.'),
    ('1300', 'Inventory', '1000', 'Assets', 'Inventory', 'inventory', false, 'Goods held for distribution, purchased or donated.'),
    ('1400', 'Prepaid Expenses', '1000', 'Assets', 'Prepaid', 'prepaid', false, 'Expenses paid in advance (insurance, rent deposits).'),
    ('1500', 'Equipment', '1000', 'Assets', 'Fixed Asset', 'equipment', false, 'Vehicles, furniture, computers and other equipment at cost.'),
    ('1590', 'Accumulated Depreciation', '1000', 'Assets', 'Fixed Asset', 'accumulated_depreciation', false, 'Contra-asset: depreciation recorded to date.'),
    ('1999', 'Uncategorized Asset', '1000', 'Assets', 'Other Asset', 'uncategorized_asset', false, 'Holding account for asset purchases not yet classified.'),
    ('2000', 'Liabilities', null, 'Liabilities', null, null, true, 'Everything the organization owes.'),
    ('2010', 'Accounts Payable', '2000', 'Liabilities', 'Payable', 'accounts_payable', false, 'Vendor bills approved and not yet paid.'),
    ('2100', 'Accrued Payroll Liabilities', '2000', 'Liabilities', 'Accrued Liability', 'accrued_payroll', false, 'Withholdings, payroll taxes and benefits owed.'),
    ('2200', 'Deferred Revenue', '2000', 'Liabilities', 'Deferred Revenue', 'deferred_revenue', false, 'Payments received for services not yet delivered.'),
    ('2300', 'Loans Payable', '2000', 'Liabilities', 'Long-term Liability', 'loans_payable', false, 'Notes and loans payable.'),
    ('2999', 'Uncategorized Liability', '2000', 'Liabilities', 'Other Liability', 'uncategorized_liability', false, 'Holding account for liabilities not yet classified.'),
    ('3000', 'Net Assets', null, 'Net Assets', null, null, true, 'Net assets by donor restriction (ASU 2016-14).'),
    ('3100', 'Net Assets Without Donor Restrictions', '3000', 'Net Assets', 'Net Assets', 'net_assets_without', false, 'Net assets available for general use.'),
    ('3200', 'Net Assets With Donor Restrictions', '3000', 'Net Assets', 'Net Assets', 'net_assets_with', false, 'Net assets restricted by donors by purpose or time.'),
    ('4000', 'Revenue', null, 'Revenue', null, null, true, 'Support and revenue.'),
    ('4010', 'Contributions', '4000', 'Revenue', 'Contributions', 'contributions', false, 'Gifts from individuals, businesses and foundations.'),
    ('4100', 'Grants', '4000', 'Revenue', 'Grants', 'grants', false, 'Foundation and government grants.'),
    ('4200', 'Program Service Fees', '4000', 'Revenue', 'Earned Revenue', 'program_fees', false, 'Fees earned by delivering programs and services.'),
    ('4300', 'Special Events', '4000', 'Revenue', 'Contributions', 'special_events', false, 'Proceeds of fundraising events.'),
    ('4400', 'In-kind Contributions', '4000', 'Revenue', 'Contributions', 'in_kind_contributions', false, 'Donated goods and services at fair value.'),
    ('4500', 'Investment Income', '4000', 'Revenue', 'Other Revenue', 'investment_income', false, 'Interest and dividends.'),
    ('4999', 'Uncategorized Income', '4000', 'Revenue', 'Other Revenue', 'uncategorized_income', false, 'Holding account for income not yet classified.'),
    ('5000', 'Expenses', null, 'Expenses', null, null, true, 'Program, management and fundraising expenses.'),
    ('5100', 'Salaries & Wages', '5000', 'Expenses', 'Personnel', 'salaries', false, 'Gross pay of employees.'),
    ('5200', 'Payroll Taxes', '5000', 'Expenses', 'Personnel', 'payroll_taxes', false, 'Employer share of payroll taxes.'),
    ('5300', 'Employee Benefits', '5000', 'Expenses', 'Personnel', 'benefits', false, 'Health insurance, retirement and other benefits.'),
    ('6100', 'Rent', '5000', 'Expenses', 'Occupancy', 'rent', false, 'Rent of offices and warehouses.'),
    ('6200', 'Utilities', '5000', 'Expenses', 'Occupancy', 'utilities', false, 'Electricity, water, heating, internet and phone.'),
    ('6300', 'Supplies', '5000', 'Expenses', 'Administrative', 'supplies', false, 'Office and program supplies.'),
    ('6400', 'Food Purchases', '5000', 'Expenses', 'Program', 'food_purchases', false, 'Food bought for distribution.'),
    ('6500', 'Travel', '5000', 'Expenses', 'Administrative', 'travel', false, 'Mileage, fuel, lodging and fares.'),
    ('6600', 'Professional Fees', '5000', 'Expenses', 'Administrative', 'professional_fees', false, 'Accounting, legal and consulting fees.'),
    ('6700', 'Insurance', '5000', 'Expenses', 'Administrative', 'insurance', false, 'Liability, property and vehicle insurance.'),
    ('6800', 'Depreciation', '5000', 'Expenses', 'Administrative', 'depreciation', false, 'Depreciation of equipment.'),
    ('9999', 'Uncategorized Expense', '5000', 'Expenses', 'Other Expense', 'uncategorized_expense', false, 'Holding account for expenses not yet classified.')
$$;

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

-- Creates a fully set-up organization owned by p_owner and returns its id.
create or replace function private.provision_organization(p_name text, p_owner uuid, p_plan text default null, p_cycle text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
  v_fund uuid;
begin
  insert into public.organizations (name, created_by) values (btrim(p_name), p_owner) returning id into v_org;
  insert into public.organization_members (organization_id, user_id, role) values (v_org, p_owner, 'owner');
  insert into public.organization_settings (organization_id) values (v_org);
  perform private.create_default_chart(v_org);
  insert into public.funds (organization_id, name, code, restriction, purpose)
  values (v_org, 'General Operating', 'GEN', 'without_donor_restrictions', 'Unrestricted support for the organization''s mission and operations.')
  returning id into v_fund;
  update public.organization_settings s set
    default_fund_id = v_fund,
    default_cash_account_id = (select a.id from public.accounts a where a.organization_id = v_org and a.system_key = 'cash'),
    default_revenue_account_id = (select a.id from public.accounts a where a.organization_id = v_org and a.system_key = 'uncategorized_income'),
    default_expense_account_id = (select a.id from public.accounts a where a.organization_id = v_org and a.system_key = 'uncategorized_expense')
  where s.organization_id = v_org;
  insert into public.subscriptions (organization_id, status, plan, billing_cycle, trial_ends_at)
  values (v_org, 'trialing',
          case when p_plan in ('starter', 'growth', 'scale') then p_plan else 'starter' end,
          case when p_cycle in ('monthly', 'yearly') then p_cycle else 'monthly' end,
          now() + private.trial_length());
  insert into public.notifications (organization_id, user_id, title, message, link)
  values (v_org, p_owner, 'Welcome to Missionbase!',
          'Your organization ' || btrim(p_name) || ' is ready. Your free trial ends on '
            || to_char(now() + private.trial_length(), 'FMMonth FMDD, YYYY') || '.',
          '/app/dashboard');
  return v_org;
end;
$$;

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_org_name text := nullif(btrim(v_meta ->> 'organization_name'), '');
begin
  insert into public.profiles (id, email, full_name, avatar_url)
  values (new.id, new.email, nullif(btrim(coalesce(v_meta ->> 'full_name', v_meta ->> 'name')), ''), v_meta ->> 'avatar_url')
  on conflict (id) do nothing;
  if v_org_name is not null then
    perform private.provision_organization(v_org_name, new.id, v_meta ->> 'plan', coalesce(v_meta ->> 'billing_cycle', v_meta ->> 'cycle'));
  end if;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- RPC: a signed-in user creates another organization they own.
create or replace function public.create_organization(p_name text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_name is null or length(btrim(p_name)) = 0 then
    raise exception 'An organization needs a name' using errcode = '22023';
  end if;
  return private.provision_organization(p_name, v_uid);
end;
$$;

-- RPC: the signed-in user accepts an open invitation sent to their e-mail address and joins
-- the organization with the invited role. Returns the organization id.
create or replace function public.accept_invitation(p_token text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text;
  v_invitation public.invitations;
begin
  if v_uid is null then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select lower(u.email) into v_email from auth.users u where u.id = v_uid;
  select * into v_invitation from public.invitations i
  where i.token = p_token and i.accepted_at is null and i.expires_at > now()
  for update;
  if not found or v_invitation.email <> v_email then
    raise exception 'Invitation not found or expired' using errcode = 'P0002';
  end if;
  insert into public.organization_members (organization_id, user_id, role)
  values (v_invitation.organization_id, v_uid, v_invitation.role)
  on conflict (organization_id, user_id) do nothing;
  update public.invitations i set accepted_at = now(), accepted_by = v_uid where i.id = v_invitation.id;
  insert into public.profiles (id, email) values (v_uid, v_email) on conflict (id) do nothing;
  insert into public.notifications (organization_id, title, message, link)
  values (v_invitation.organization_id, 'New member',
          coalesce((select p.full_name from public.profiles p where p.id = v_uid), v_email) || ' joined as ' || v_invitation.role || '.',
          '/app/settings/users');
  return v_invitation.organization_id;
end;
$$;
