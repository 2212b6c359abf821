-- The role in the chart (a system key of the default chart, which follows the Unified Chart of
-- Accounts) that a source account plays, read from its category, its type in the source system
-- (QuickBooks' "Accounts receivable (A/R)", Xero's CURRLIAB, Aplos' "Fund Balance" ...) and its
-- name; null when nothing says. The third step of the account suggestions: after the same number
-- and the same name, an account that holds the receivables, the payables, payroll withholdings,
-- deferred revenue or a net asset class goes to the chart's account of that role.
create or replace function private.import_account_role(p_category text, p_source_type text, p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  with t as (select ' ' || coalesce(private.import_normal_name(p_source_type), '') || ' ' || coalesce(private.import_normal_name(p_name), '') || ' ' as w)
  select case p_category
    when 'Assets' then case
      when w ~ ' pledges? ' then 'pledges_receivable'
      when w ~ ' (accounts receivable|a r|receivables?|debtors) ' and w !~ ' (grants?|pledges?|employees?|loans?|notes?) ' then 'accounts_receivable'
      when w ~ ' accumulated (depreciation|amortization) ' then 'accumulated_depreciation'
      when w ~ ' (inventory|inventories|stock on hand) ' then 'inventory'
      when w ~ ' (prepaid|prepayments?) ' then 'prepaid'
      when w ~ ' undeposited ' then null
    end
    when 'Liabilities' then case
      when w ~ ' (payroll|wages|withholdings?|paye|payg|superannuation|benefits payable) ' then 'accrued_payroll'
      when w ~ ' (deferred|unearned) (revenue|income) ' then 'deferred_revenue'
      when w ~ ' (accounts payable|a p|creditors) ' then 'accounts_payable'
    end
    when 'Net Assets' then case
      when w ~ ' (unrestricted|without donor|retained earnings|opening balance equity|opening balance|net income|owners? equity|general fund|fund balance) ' then 'net_assets_without'
      when w ~ ' (restricted|with donor|temporarily|permanently|endowment) ' then 'net_assets_with'
      else 'net_assets_without'
    end
  end
  from t
$$;
revoke all on function private.import_account_role(p_category text, p_source_type text, p_name text) from public, anon, authenticated, service_role;
