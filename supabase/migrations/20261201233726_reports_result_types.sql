-- The declared shapes of the answers of the RPCs the reports, aging and dashboard screens read
-- (docs/rpc.md, "Typed results"), so `pnpm db:types` gives those screens their result types. A
-- composite type answers as a JSON object whose keys are its attributes in this order, so each type
-- lists its attributes in the order the screens have always received them: where the answer was
-- built as jsonb, that is jsonb's order (shorter keys first, then by bytes). Money is numeric (a
-- JSON number) where it was sent as a number, text where it was sent as the exact decimal string.
-- The report tables (report_trial_balance, report_cash_flows, report_fund_balances,
-- report_program_expenses and the Form 990 parts of report_taxes) stay json: their cells are keyed
-- by their columns, which the data decides.

-- The open amounts of a customer or vendor (or of everyone) by how far past due they are.
create type public.aging_buckets as (
  current text,
  days_1_30 text,
  days_31_60 text,
  days_61_90 text,
  over_90 text,
  total text
);

-- A customer or vendor of the aging report with the count of its open documents and their buckets.
create type public.aging_party as (
  party_id uuid,
  party_name text,
  documents bigint,
  current text,
  days_1_30 text,
  days_31_60 text,
  days_61_90 text,
  over_90 text,
  total text
);

-- An open invoice or bill of the aging report.
create type public.aging_document as (
  id uuid,
  number text,
  party_id uuid,
  party_name text,
  due_date date,
  open text,
  days_past_due integer
);

-- ar_aging and ap_aging: the receivables or payables by party as of a date, beside the ledger.
create type public.aging_report as (
  as_of date,
  account_id uuid,
  ledger_balance text,
  documents_total text,
  other text,
  rows public.aging_party[],
  totals public.aging_buckets,
  documents public.aging_document[]
);

-- Revenue or expenses of the dashboard's budget card: the year's budget, the budget and the actual
-- to date, the variance, its percent of the budget (null at a zero budget) and whether it is good.
create type public.dashboard_budget_line as (
  budget_year numeric,
  budget_to_date numeric,
  actual_to_date numeric,
  variance numeric,
  variance_percent numeric,
  favourable boolean
);

-- The budget card's two lines.
create type public.dashboard_budget_lines as (
  revenue public.dashboard_budget_line,
  expenses public.dashboard_budget_line
);

-- The approved organization-wide budget of this fiscal year, with its lines to date.
create type public.dashboard_budget_plan as (
  id uuid,
  name text,
  fiscal_year integer,
  start_date date,
  end_date date,
  lines public.dashboard_budget_lines
);

-- The first and last day of the fiscal year that contains today.
create type public.dashboard_budget_fiscal_year as (
  start date,
  "end" date
);

-- get_dashboard_budget: the budget card as of today (budget null without an approved budget).
create type public.dashboard_budget as (
  organization_id uuid,
  as_of date,
  fiscal_year public.dashboard_budget_fiscal_year,
  budget public.dashboard_budget_plan
);

-- An item of the Inventory Valuation report as of a date (keys in jsonb's order, as always sent).
create type public.inventory_valuation_row as (
  id uuid,
  sku text,
  name text,
  unit text,
  value text,
  category text,
  location text,
  quantity text,
  unit_cost text
);

-- An Inventory account of the ledger that the valuation compares with.
create type public.inventory_ledger_account as (
  id uuid,
  code text,
  name text
);

-- inventory_valuation: one page of items, the totals of every item that matches, and the items'
-- value beside the ledger's Inventory accounts (keys in jsonb's order, as always sent).
create type public.inventory_valuation_page as (
  rows public.inventory_valuation_row[],
  as_of date,
  "limit" integer,
  total bigint,
  "offset" integer,
  difference text,
  items_value text,
  total_value text,
  ledger_value text,
  total_quantity text,
  ledger_accounts public.inventory_ledger_account[]
);

-- A revenue or expense account with its Form 990 part and line (null: not on the form), and
-- whether that line is the default one.
create type public.form_990_account as (
  account_id uuid,
  code text,
  name text,
  part text,
  line text,
  is_default boolean
);

-- A line of Form 990 Part VIII or IX that an account can be mapped to.
create type public.form_990_line_option as (
  part text,
  line text,
  label text
);

-- list_form_990_mapping: every revenue and expense account's line, and the lines to choose from.
create type public.form_990_mapping as (
  accounts public.form_990_account[],
  lines public.form_990_line_option[]
);

-- The Donor Analysis summary of one period: giving, gifts, donors by status, retention.
create type public.donor_analysis_summary as (
  total numeric,
  gifts bigint,
  donors bigint,
  average_gift numeric,
  median_gift numeric,
  new_donors bigint,
  retained_donors bigint,
  recaptured_donors bigint,
  lybunt_donors bigint,
  sybunt_donors bigint,
  base_donors bigint,
  retention_rate numeric,
  lybunt_amount numeric
);

-- A giving level of the Donor Analysis: the donors whose giving of the period falls in it.
create type public.donor_analysis_level as (
  key text,
  label text,
  donors bigint,
  total numeric
);

-- A month of the Donor Analysis ('yyyy-mm') with its gifts, donors and giving.
create type public.donor_analysis_month as (
  month text,
  gifts bigint,
  donors bigint,
  total numeric
);

-- A top donor of the period (donor_id null for gifts without a donor record).
create type public.donor_analysis_donor as (
  key uuid,
  donor_id uuid,
  name text,
  gifts bigint,
  total numeric,
  last_gift date,
  status text
);

-- The Donor Analysis figures of one period and of its base period (the one just before it).
create type public.donor_analysis_period as (
  "from" date,
  "to" date,
  base_from date,
  base_to date,
  summary public.donor_analysis_summary,
  levels public.donor_analysis_level[],
  months public.donor_analysis_month[],
  top public.donor_analysis_donor[]
);

-- report_donor_analysis: the period and the comparison period (null without one).
create type public.donor_analysis as (
  current public.donor_analysis_period,
  compare public.donor_analysis_period
);

-- An account of a General Ledger slice with its opening balance, debits, credits, net and closing
-- balance (read on the side `sign` says) and its count of lines.
create type public.general_ledger_account as (
  account_id uuid,
  code text,
  name text,
  category text,
  normal_balance text,
  sign text,
  opening numeric,
  debit numeric,
  credit numeric,
  net numeric,
  closing numeric,
  line_count bigint
);

-- The slice's totals over its accounts.
create type public.general_ledger_totals as (
  opening numeric,
  debit numeric,
  credit numeric,
  net numeric,
  closing numeric,
  line_count numeric
);

-- A posted line of the General Ledger with its running balance and the document it came from.
create type public.general_ledger_line as (
  id uuid,
  entry_id uuid,
  entry_date date,
  account_id uuid,
  account_code text,
  account_name text,
  fund_id uuid,
  fund_name text,
  project_id uuid,
  project_name text,
  function text,
  description text,
  reference text,
  source_type text,
  source_id uuid,
  debit numeric,
  credit numeric,
  running_balance numeric
);

-- report_ledger_lines: a slice's accounts and totals, and one page of its lines.
create type public.general_ledger_page as (
  "from" date,
  "to" date,
  sign text,
  accounts public.general_ledger_account[],
  totals public.general_ledger_totals,
  lines public.general_ledger_line[]
);

-- An amount of the Statement of Activities by class (without and with donor restrictions, total)
-- and the comparison period's total (null without one).
create type public.activities_amounts as (
  without numeric,
  "with" numeric,
  total numeric,
  compare_total numeric
);

-- An account line of the Statement of Activities.
create type public.activities_line as (
  account_id uuid,
  code text,
  name text,
  without numeric,
  "with" numeric,
  total numeric,
  compare_total numeric
);

-- A section of the Statement of Activities (revenue, releases, expenses, other) with its lines and total.
create type public.activities_section as (
  key text,
  title text,
  lines public.activities_line[],
  total public.activities_amounts
);

-- report_statement_of_activities: the sections, the change in net assets and net assets at the
-- beginning and end of the period.
create type public.activities_statement as (
  "from" date,
  "to" date,
  compare_from date,
  compare_to date,
  sections public.activities_section[],
  change_in_net_assets public.activities_amounts,
  net_assets_beginning public.activities_amounts,
  net_assets_end public.activities_amounts
);

-- A section of the Statement of Financial Position (assets, liabilities, net assets) with its total.
-- Its lines stay json, as they were sent: an asset or liability account is {account_id, code,
-- name, amount, compare_amount}; a net asset class is {account_id: null, code: null, key, name,
-- amount, compare_amount, current_year_change, compare_current_year_change}.
create type public.position_section as (
  key text,
  title text,
  lines json,
  total numeric,
  compare_total numeric
);

-- report_statement_of_financial_position: the sections and the balancing totals as of a date and
-- the comparison date (the compare_ figures null without one).
create type public.position_statement as (
  as_of date,
  compare_as_of date,
  fiscal_year_start date,
  compare_fiscal_year_start date,
  sections public.position_section[],
  total_assets numeric,
  total_liabilities_and_net_assets numeric,
  compare_total_assets numeric,
  compare_total_liabilities_and_net_assets numeric,
  balanced boolean
);

-- A vendor flagged for 1099 with its payments in the calendar year (tax_id masked to its last four).
create type public.form_1099_vendor as (
  vendor_id uuid,
  name text,
  tax_id text,
  payments bigint,
  total numeric,
  reportable boolean
);

-- The Taxes Report's 1099 vendors of a calendar year, with the threshold and the totals.
create type public.form_1099_vendors as (
  year integer,
  threshold numeric,
  rows public.form_1099_vendor[],
  total numeric,
  reportable_total numeric
);

-- An approved or paid payroll run with its gross pay and taxes.
create type public.payroll_tax_run as (
  run_id uuid,
  pay_date date,
  period_start date,
  period_end date,
  status text,
  gross numeric,
  employee_taxes numeric,
  employer_taxes numeric,
  total_taxes numeric
);

-- The Taxes Report's payroll runs of the period, their totals and the accrued payroll liabilities.
create type public.payroll_taxes as (
  rows public.payroll_tax_run[],
  gross numeric,
  employee_taxes numeric,
  employer_taxes numeric,
  total_taxes numeric,
  accrued_account_id uuid,
  accrued_liabilities numeric
);

-- report_taxes: Form 990 Parts VIII and IX as report tables (json: their cells are keyed by their
-- columns, docs/reports.md), the 1099 vendors and the payroll taxes.
create type public.taxes_report as (
  "from" date,
  "to" date,
  compare_from date,
  compare_to date,
  part_viii json,
  part_ix json,
  vendors_1099 public.form_1099_vendors,
  payroll public.payroll_taxes
);
