-- The declared shapes of the supply chain's RPC answers (docs/rpc.md, "Typed results"), so
-- `pnpm db:types` gives the screens their result types. A composite type answers as a JSON object
-- whose keys are its attributes in this order, the order the screens have always received them.
-- Quantities and money are text (the exact decimal string), as before.

-- An inventory item in the list, with its value and whether it is below its reorder level.
create type public.inventory_item_row as (
  id uuid,
  sku text,
  name text,
  category text,
  unit text,
  location text,
  quantity_on_hand text,
  unit_cost text,
  stock_value text,
  reorder_level text,
  is_active boolean,
  below_reorder boolean
);

-- The count, value and low-stock count of every item a search matches.
create type public.inventory_item_totals as (
  count bigint,
  value text,
  low_stock bigint
);

-- list_inventory_items: one page of items, the matching set's count and totals.
create type public.inventory_item_page as (
  total bigint,
  totals public.inventory_item_totals,
  "limit" integer,
  "offset" integer,
  rows public.inventory_item_row[]
);

-- A stock movement with its item, project, fund and purchase order in words.
create type public.stock_movement_row as (
  id uuid,
  inventory_id uuid,
  item_name text,
  sku text,
  unit text,
  movement_date date,
  kind text,
  quantity text,
  unit_cost text,
  value text,
  quantity_after text,
  value_after text,
  reason text,
  project_id uuid,
  project_name text,
  fund_id uuid,
  fund_name text,
  purchase_order_id uuid,
  po_number text,
  donation_id uuid,
  journal_entry_id uuid,
  created_at timestamptz
);

-- list_stock_movements: one page of movements and the matching set's count.
create type public.stock_movement_page as (
  total bigint,
  "limit" integer,
  "offset" integer,
  rows public.stock_movement_row[]
);

-- A purchase order in the list, with its request's number and how much of it is received (0-100).
create type public.purchase_order_row as (
  id uuid,
  po_number text,
  vendor_id uuid,
  vendor_name text,
  purchase_request_id uuid,
  request_number text,
  order_date date,
  expected_date date,
  status text,
  total text,
  fund_id uuid,
  project_id uuid,
  project_name text,
  notes text,
  received_percent numeric,
  created_at timestamptz
);

-- list_purchase_orders: one page of orders and the matching set's count.
create type public.purchase_order_page as (
  total bigint,
  "limit" integer,
  "offset" integer,
  rows public.purchase_order_row[]
);

-- A purchase request in the list, with its requester, project and fund in words.
create type public.purchase_request_row as (
  id uuid,
  request_number text,
  title text,
  status text,
  requested_by uuid,
  requester_name text,
  department text,
  needed_by date,
  project_id uuid,
  project_name text,
  fund_id uuid,
  fund_name text,
  estimated_total text,
  justification text,
  decision_reason text,
  submitted_at timestamptz,
  decided_at timestamptz,
  created_at timestamptz
);

-- list_purchase_requests: one page of requests and the matching set's count.
create type public.purchase_request_page as (
  total bigint,
  "limit" integer,
  "offset" integer,
  rows public.purchase_request_row[]
);
