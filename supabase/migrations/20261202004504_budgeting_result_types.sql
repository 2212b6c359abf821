-- The declared shapes of the budgeting screens' RPC answers (docs/rpc.md, "Typed results"), so
-- `pnpm db:types` gives the budget list, grid, variance tab and Budget vs. Actuals report their
-- result types. A composite type answers as a JSON object whose keys are its attributes in this
-- order, the order the screens have always received them. The grid's money is text (the exact
-- decimal string), the report's numeric (a JSON number), as before. The Revenue, Expenses and Net
-- totals of the variance grid and the report stay json: keyed by category, only the categories
-- that have rows (and Net).

-- The budget a grid belongs to, with its scope's names and its fiscal year in words.
create type public.budget_grid_budget as (
  id uuid,
  name text,
  fiscal_year integer,
  start_date date,
  end_date date,
  status text,
  version integer,
  notes text,
  fund_id uuid,
  fund_name text,
  project_id uuid,
  project_name text,
  fiscal_year_label text,
  approved_at timestamptz,
  updated_at timestamptz
);

-- An account of the grid: its twelve amounts and last year's actuals beside them.
create type public.budget_grid_row as (
  account_id uuid,
  account_code text,
  account_name text,
  category text,
  months text[],
  total text,
  last_year text[],
  last_year_total text
);

-- The grid's revenue and expense totals.
create type public.budget_grid_totals as (
  revenue text,
  expenses text
);

-- get_budget_grid: the budget, its twelve months (each one's first day), its rows and totals.
create type public.budget_grid as (
  budget public.budget_grid_budget,
  months date[],
  rows public.budget_grid_row[],
  totals public.budget_grid_totals
);

-- save_budget_grid: the budget saved, its number of rows and its new total.
create type public.budget_grid_saved as (
  budget_id uuid,
  rows integer,
  total numeric
);

-- A cell of the variance grid: a period's budget and actual, the variance and its percent of the
-- budget (null at a zero budget).
create type public.budget_variance_cell as (
  budget text,
  actual text,
  variance text,
  variance_percent numeric
);

-- An account of the variance grid with its 18 cells (months 1-12, quarters, year to date, year).
create type public.budget_variance_row as (
  account_id uuid,
  account_code text,
  account_name text,
  category text,
  cells public.budget_variance_cell[]
);

-- budget_vs_actual_grid: one budget against the ledger; totals is json, per category (Revenue,
-- Expenses, Net) its 18 cells.
create type public.budget_variance_grid as (
  budget_id uuid,
  as_of date,
  ytd_months integer,
  months date[],
  rows public.budget_variance_row[],
  totals json
);

-- An approved budget the Budget vs. Actuals report reads.
create type public.budget_report_budget as (
  id uuid,
  name text,
  fiscal_year integer
);

-- An account of the Budget vs. Actuals report.
create type public.budget_report_row as (
  account_id uuid,
  account_code text,
  account_name text,
  category text,
  budget numeric,
  actual numeric,
  variance numeric,
  variance_percent numeric
);

-- budget_vs_actual_report: the period, the budgets read, the rows; totals is json, per category
-- (Revenue, Expenses when they have rows, and Net) { budget, actual, variance, variance_percent }.
create type public.budget_report as (
  "from" date,
  "to" date,
  budgets public.budget_report_budget[],
  rows public.budget_report_row[],
  totals json
);
