-- The declared shapes of the donations, donors, receipts and pledges screens' RPC answers
-- (docs/rpc.md, "Typed results"), so `pnpm db:types` gives them their result types. A composite type
-- answers as a JSON object whose keys are its attributes in this order, the order the screens have
-- always received them: a receipt, its donor and e-mail, and a pledge with its figures were always
-- built as jsonb, so those types list their attributes in jsonb's order (shorter keys first, then by
-- bytes). Money is text (the exact decimal string), as before.

-- The count and totals of every filtered gift, by restriction.
create type public.donation_totals as (
  count bigint,
  amount text,
  restricted text,
  unrestricted text
);

-- A gift of the donations list with its fund and project named.
create type public.donation_row as (
  id uuid,
  organization_id uuid,
  donation_date date,
  donor_id uuid,
  donor_name text,
  donor_email text,
  amount text,
  method text,
  check_number text,
  in_kind_description text,
  restriction text,
  fund_id uuid,
  fund_name text,
  project_id uuid,
  project_name text,
  campaign text,
  receipt_number text,
  notes text,
  pledge_id uuid,
  receipt_sent_at timestamptz,
  goods_services_value text,
  goods_services_description text,
  journal_entry_id uuid,
  created_at timestamptz,
  updated_at timestamptz
);

-- search_donations: one page of gifts, the filtered count and totals.
create type public.donation_page as (
  total bigint,
  totals public.donation_totals,
  "limit" integer,
  "offset" integer,
  rows public.donation_row[]
);

-- A donor of the donors list with lifetime and year-to-date giving, gift count and last gift.
create type public.donor_row as (
  id uuid,
  name text,
  email text,
  phone text,
  address text,
  postal_code text,
  donor_type text,
  notes text,
  lifetime text,
  ytd text,
  gift_count bigint,
  last_gift_date date,
  last_gift_amount text,
  updated_at timestamptz
);

-- list_donors: one page of donors, the search's count and the first day of the year "ytd" counts from.
create type public.donor_page as (
  total bigint,
  year_start date,
  "limit" integer,
  "offset" integer,
  rows public.donor_row[]
);

-- The donor block of a receipt or giving statement: name, e-mail, the donor record and the postal
-- address lines (jsonb's order).
create type public.receipt_donor as (
  name text,
  email text,
  donor_id uuid,
  address_lines text[]
);

-- A gift as a receipt or giving statement lists it, with its deductible amount (jsonb's order).
create type public.gift_receipt as (
  id uuid,
  amount text,
  method text,
  in_kind boolean,
  campaign text,
  fund_name text,
  pledge_id uuid,
  deductible text,
  restriction text,
  check_number text,
  donation_date date,
  receipt_number text,
  receipt_sent_at timestamptz,
  in_kind_description text,
  goods_services_value text,
  goods_services_description text
);

-- The last e-mail of a receipt (jsonb's order).
create type public.receipt_email as (
  error text,
  status text,
  sent_at timestamptz,
  recipient text,
  created_at timestamptz
);

-- donation_receipt: a gift as its receipt shows it, with the donor, the organization's receipt
-- wording and the last e-mail (jsonb's order).
create type public.donation_receipt as (
  id uuid,
  donor public.receipt_donor,
  amount text,
  method text,
  in_kind boolean,
  campaign text,
  fund_name text,
  pledge_id uuid,
  deductible text,
  last_email public.receipt_email,
  restriction text,
  check_number text,
  donation_date date,
  receipt_number text,
  organization_id uuid,
  receipt_sent_at timestamptz,
  receipt_wording text,
  in_kind_description text,
  goods_services_value text,
  goods_services_description text
);

-- A giving statement's totals: the gifts of money, the goods and services received for them, the
-- deductible part and how many gifts were in kind.
create type public.giving_statement_totals as (
  cash text,
  goods_value text,
  deductible text,
  in_kind_count bigint
);

-- giving_statements: one donor's year-end statement.
create type public.giving_statement as (
  year integer,
  donor public.receipt_donor,
  gifts public.gift_receipt[],
  totals public.giving_statement_totals
);

-- The count and totals of every filtered pledge.
create type public.pledge_totals as (
  count bigint,
  pledged text,
  paid text,
  written_off text,
  open_balance text
);

-- A pledge of the pledges list with its figures and next instalment; ord is its place in the list.
create type public.pledge_row as (
  ord bigint,
  id uuid,
  organization_id uuid,
  donor_id uuid,
  donor_name text,
  pledge_date date,
  amount text,
  fund_id uuid,
  fund_name text,
  restriction text,
  account_id uuid,
  project_id uuid,
  campaign text,
  notes text,
  paid text,
  written_off text,
  open_balance text,
  status text,
  next_due_date date,
  next_due_amount text,
  overdue boolean,
  installment_count integer,
  cancelled_at timestamptz,
  cancel_date date,
  cancel_reason text,
  journal_entry_id uuid,
  created_at timestamptz
);

-- search_pledges: one page of pledges, the filtered count and totals.
create type public.pledge_page as (
  total bigint,
  totals public.pledge_totals,
  "limit" integer,
  "offset" integer,
  rows public.pledge_row[]
);

-- A gift applied to a pledge (jsonb's order).
create type public.pledge_payment as (
  id uuid,
  amount text,
  method text,
  check_number text,
  donation_date date,
  receipt_number text
);

-- An instalment of a pledge's schedule with its paid part and status (jsonb's order).
create type public.pledge_installment_row as (
  id uuid,
  paid text,
  amount text,
  status text,
  due_date date
);

-- get_pledge and cancel_pledge: one pledge with its schedule, the gifts applied and its figures
-- (jsonb's order).
create type public.pledge_detail as (
  id uuid,
  paid text,
  notes text,
  amount text,
  status text,
  fund_id uuid,
  overdue boolean,
  campaign text,
  donor_id uuid,
  payments public.pledge_payment[],
  fund_name text,
  account_id uuid,
  created_at timestamptz,
  donor_name text,
  project_id uuid,
  cancel_date date,
  donor_email text,
  pledge_date date,
  restriction text,
  written_off text,
  cancelled_at timestamptz,
  installments public.pledge_installment_row[],
  open_balance text,
  cancel_reason text,
  next_due_date date,
  cancel_entry_id uuid,
  next_due_amount text,
  organization_id uuid,
  journal_entry_id uuid,
  installment_count bigint
);
