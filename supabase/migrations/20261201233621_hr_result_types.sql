-- The declared shapes of the HR area's RPC answers (docs/rpc.md, "Typed results"), so
-- `pnpm db:types` gives the screens their result types. A composite type answers as a JSON object
-- whose keys are its attributes in this order, the order the screens have always received them.
-- Money is text (the exact decimal string), as before.

-- An employee in the list, with their manager's name, their programs and, for owners and admins,
-- the last four digits of their tax id.
create type public.employee_list_row as (
  id uuid,
  name text,
  email text,
  phone text,
  position text,
  department text,
  status text,
  employment_type text,
  hire_date date,
  termination_date date,
  pay_type text,
  pay_rate text,
  pay_schedule text,
  manager_id uuid,
  manager_name text,
  programs text,
  tax_id_last4 text,
  updated_at timestamptz
);

-- list_employees: one page of employees and the matching set's count.
create type public.employee_page as (
  total bigint,
  rows public.employee_list_row[]
);

-- One amount of a payroll line's rate table (as private.payroll_breakdown stores it, jsonb's key
-- order: shorter keys first): kind 'tax' or 'benefit', paid_by 'employee' or 'employer'.
create type public.payroll_breakdown_item as (
  kind text,
  name text,
  rate text,
  amount text,
  paid_by text
);

-- A payroll run with its totals, as the register shows it.
create type public.payroll_register_run as (
  id uuid,
  status text,
  period_start date,
  period_end date,
  pay_date date,
  fund_id uuid,
  fund_name text,
  notes text,
  journal_entry_id uuid,
  payment_journal_entry_id uuid,
  approved_at timestamptz,
  paid_at timestamptz,
  voided_at timestamptz,
  total_gross text,
  total_employee_taxes text,
  total_deductions text,
  total_employer_taxes text,
  total_benefits text,
  total_net text,
  total_withheld text,
  total_cost text,
  total_hours text
);

-- A line of the register: the employee, this run's amounts and their year to date.
create type public.payroll_register_line as (
  id uuid,
  employee_id uuid,
  employee_name text,
  position text,
  department text,
  pay_type text,
  pay_schedule text,
  hours text,
  rate text,
  gross_pay text,
  employee_taxes text,
  deductions text,
  withheld text,
  net_pay text,
  employer_taxes text,
  benefits text,
  breakdown public.payroll_breakdown_item[],
  ytd_gross text,
  ytd_withheld text,
  ytd_net text,
  ytd_employer text
);

-- payroll_run_register: a run with its lines.
create type public.payroll_register as (
  run public.payroll_register_run,
  lines public.payroll_register_line[]
);
