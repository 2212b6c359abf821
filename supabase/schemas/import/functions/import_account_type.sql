-- The account type of the chart (private.create_default_chart's types) for an account the import
-- creates, read from its category, its type in the source system and its name: Bank, Receivable,
-- Fixed Asset, Payable, Long-term Liability, Contributions, Grants, Personnel, Occupancy ... and the
-- category's "Other" type when nothing says more. The type gives the account its cash-flow section,
-- and Bank makes it count as cash.
create or replace function private.import_account_type(p_category text, p_source_type text, p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  with t as (select ' ' || coalesce(private.import_normal_name(p_source_type), '') || ' ' || coalesce(private.import_normal_name(p_name), '') || ' ' as w)
  select case p_category
    when 'Assets' then case
      when w ~ ' (bank|checking|chequing|savings|petty cash|cash|money market|paypal|stripe|undeposited) ' and w !~ ' (receivable|prepaid|investments?) ' then 'Bank'
      when w ~ ' (receivable|receivables|a r|debtors|pledges?) ' then 'Receivable'
      when w ~ ' (inventory|inventories|stock on hand) ' then 'Inventory'
      when w ~ ' (prepaid|prepayments?|deposits?) ' then 'Prepaid'
      when w ~ ' (fixed|equipment|furniture|fixtures|buildings?|vehicles?|land|computers?|depreciat[a-z]*|amortization|leasehold|property|noncurrent|non current) ' then 'Fixed Asset'
      else 'Other Asset'
    end
    when 'Liabilities' then case
      when w ~ ' (payroll|wages|withholdings?|paye|payg|superannuation|accrued|accruals?) ' then 'Accrued Liability'
      when w ~ ' (deferred|unearned) ' then 'Deferred Revenue'
      when w ~ ' (accounts payable|a p|creditors|payable) ' and w !~ ' (loans?|notes?|mortgages?) ' then 'Payable'
      when w ~ ' (long term|termliab|term liability|loans?|notes?|mortgages?|noncurrent|non current) ' then 'Long-term Liability'
      else 'Other Liability'
    end
    when 'Net Assets' then 'Net Assets'
    when 'Revenue' then case
      when w ~ ' (grants?) ' then 'Grants'
      when w ~ ' (contributions?|donations?|gifts?|in kind|giving|tithes?|offerings?|bequests?|sponsorships?) ' then 'Contributions'
      when w ~ ' (fees?|sales|services?|program|tuition|earned|dues|memberships?|admissions?|registrations?|rental) ' then 'Earned Revenue'
      else 'Other Revenue'
    end
    when 'Expenses' then case
      when w ~ ' (salar[a-z]*|wages|payroll|benefits?|pension|retirement|health|superannuation|personnel|staff|employees?) ' then 'Personnel'
      when w ~ ' (rent|utilit[a-z]*|occupancy|maintenance|repairs?|janitorial|electricity|water|heating) ' then 'Occupancy'
      when w ~ ' (programs?|direct costs?|directcosts|cost of goods|cost of sales|client|assistance|food) ' then 'Program'
      when w ~ ' (admin[a-z]*|office|professional|accounting|audit|legal|insurance|bank|fees?|overheads?|postage|printing|telephone|software|dues) ' then 'Administrative'
      else 'Other Expense'
    end
  end
  from t
$$;
revoke all on function private.import_account_type(p_category text, p_source_type text, p_name text) from public, anon, authenticated, service_role;
