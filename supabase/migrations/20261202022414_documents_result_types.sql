-- The declared shapes of the invoice, bill, customer and vendor screens' RPC answers (docs/rpc.md,
-- "Typed results"), so `pnpm db:types` gives the lists and record pages their result types. A
-- composite type answers as a JSON object whose keys are its attributes in this order, the order
-- the screens have always received them. Money is text (the exact decimal string), as before.

-- The totals of every filtered invoice or bill: how many, their total, paid, balance, overdue and
-- draft amounts.
create type public.document_totals as (
  count bigint,
  total text,
  paid text,
  balance text,
  overdue text,
  draft text
);

-- An invoice of the invoices list, with its state and balance.
create type public.invoice_row as (
  id uuid,
  invoice_number text,
  customer_id uuid,
  customer_name text,
  customer_email text,
  issue_date date,
  due_date date,
  terms text,
  status text,
  state text,
  total text,
  amount_paid text,
  balance text,
  paid_date date,
  fund_id uuid,
  fund_name text,
  project_id uuid,
  notes text,
  days_overdue integer,
  updated_at timestamptz
);

-- search_invoices: one page of invoices, the filtered count and totals.
create type public.invoice_page as (
  total bigint,
  totals public.document_totals,
  rows public.invoice_row[]
);

-- A bill of the bills list, with its state and balance.
create type public.bill_row as (
  id uuid,
  bill_number text,
  vendor_id uuid,
  vendor_name text,
  vendor_reference text,
  bill_date date,
  due_date date,
  status text,
  state text,
  total text,
  amount_paid text,
  balance text,
  paid_date date,
  fund_id uuid,
  fund_name text,
  notes text,
  attachment_path text,
  attachment_name text,
  days_overdue integer,
  updated_at timestamptz
);

-- search_bills: one page of bills, the filtered count and totals.
create type public.bill_page as (
  total bigint,
  totals public.document_totals,
  rows public.bill_row[]
);

-- A line of an invoice or bill with its account, project and fund.
create type public.document_line as (
  id uuid,
  line_number smallint,
  description text,
  quantity text,
  unit_price text,
  amount text,
  account_id uuid,
  account_label text,
  project_id uuid,
  project_name text,
  fund_id uuid,
  fund_name text
);

-- A payment of an invoice or bill with its account.
create type public.document_payment as (
  id uuid,
  payment_date date,
  amount text,
  method text,
  reference text,
  account_id uuid,
  account_label text,
  notes text,
  journal_entry_id uuid
);

-- get_invoice: one invoice with its state, the customer's address, its lines, payments and void entry.
create type public.invoice_detail as (
  id uuid,
  organization_id uuid,
  invoice_number text,
  customer_id uuid,
  customer_name text,
  customer_email text,
  customer_address text,
  issue_date date,
  due_date date,
  terms text,
  status text,
  state text,
  total text,
  amount_paid text,
  balance text,
  paid_date date,
  fund_id uuid,
  fund_name text,
  project_id uuid,
  notes text,
  journal_entry_id uuid,
  void_entry_id uuid,
  created_at timestamptz,
  updated_at timestamptz,
  lines public.document_line[],
  payments public.document_payment[]
);

-- get_bill: one bill with its state, the vendor's 1099 flag, its lines, payments and void entry.
create type public.bill_detail as (
  id uuid,
  organization_id uuid,
  bill_number text,
  vendor_id uuid,
  vendor_name text,
  vendor_reference text,
  vendor_is_1099 boolean,
  bill_date date,
  due_date date,
  status text,
  state text,
  total text,
  amount_paid text,
  balance text,
  paid_date date,
  fund_id uuid,
  fund_name text,
  notes text,
  journal_entry_id uuid,
  attachment_path text,
  attachment_name text,
  void_entry_id uuid,
  created_at timestamptz,
  updated_at timestamptz,
  lines public.document_line[],
  payments public.document_payment[]
);

-- pay_bills: the payments recorded and how many.
create type public.bill_payments_made as (
  payment_ids uuid[],
  count integer
);

-- A customer of the customers list with its invoice count and open and overdue balances.
create type public.customer_row as (
  id uuid,
  name text,
  email text,
  phone text,
  address text,
  notes text,
  invoice_count bigint,
  open_balance text,
  overdue_balance text,
  updated_at timestamptz
);

-- list_customers: one page of customers and the search's count.
create type public.customer_page as (
  total bigint,
  rows public.customer_row[]
);

-- A vendor of the vendors list with its default expense account, bill count and balances.
create type public.vendor_row as (
  id uuid,
  name text,
  email text,
  phone text,
  address text,
  tax_id text,
  notes text,
  is_1099 boolean,
  default_expense_account_id uuid,
  default_expense_account_label text,
  bill_count bigint,
  open_balance text,
  overdue_balance text,
  updated_at timestamptz
);

-- list_vendors: one page of vendors and the search's count.
create type public.vendor_page as (
  total bigint,
  rows public.vendor_row[]
);
