-- The default chart of accounts: code, name, parent code, category, account type, system key (the
-- role the database's postings find the account by, private.system_account), placeholder flag and
-- description. Placeholders are the five category roots; every other account posts.
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
    ('4900', 'Net Assets Released from Restrictions', '4000', 'Revenue', 'Other Revenue', 'released_from_restriction', false, 'Reclassification of donor-restricted net assets whose purpose or time restriction has been met (ASU 2016-14): a debit in the restricted fund, a credit in the fund that spends it.'),
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
revoke all on function private.default_chart() from public, anon, authenticated, service_role;
