-- The templates store (public /templates): the catalogue of products and variants with prices in
-- cents and stock, the orders a checkout creates and the items they hold, and the two service-role
-- functions that write them: create_store_order (a pending order and its items in one
-- transaction, called by the create-store-checkout function) and fulfil_store_order (called by the
-- verified stripe-webhook for a completed Checkout Session: marks the order paid and decrements
-- stock, idempotently).
--   * anon and authenticated read active products and their variants (the page shows live stock);
--   * a signed-in buyer reads their own orders and order items;
--   * nobody but service_role (and these SECURITY DEFINER functions) writes any of it.

create table public.store_products (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  title text not null check (length(btrim(title)) between 1 and 200),
  description text not null default '',
  format text not null default '',
  active boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger store_products_touch before update on public.store_products
  for each row execute function private.touch_updated_at();

create table public.store_product_variants (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  product_id text not null references public.store_products (id) on delete restrict,
  title text not null check (length(btrim(title)) between 1 and 200),
  price_cents integer not null check (price_cents >= 0),
  -- The price a buyer pays while a sale runs (CART-2); null when there is no sale.
  sale_price_cents integer check (sale_price_cents is null or sale_price_cents >= 0),
  -- When true, inventory_quantity limits what can be bought (CART-3); digital goods are unlimited.
  manage_inventory boolean not null default false,
  inventory_quantity integer not null default 0 check (inventory_quantity >= 0),
  active boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index store_product_variants_product_idx on public.store_product_variants (product_id, position);
create trigger store_product_variants_touch before update on public.store_product_variants
  for each row execute function private.touch_updated_at();

create table public.store_orders (
  id uuid primary key default gen_random_uuid(),
  -- Set once the provider has created the Checkout Session; the webhook finds the order by it.
  provider_checkout_session_id text unique,
  status text not null default 'pending' check (status in ('pending', 'paid', 'canceled')),
  email text check (email is null or length(email) <= 320),
  user_id uuid references auth.users (id) on delete set null,
  amount_total_cents integer not null check (amount_total_cents >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  -- A paid order that needs a person: stock ran short after payment, or the amount differs.
  needs_attention boolean not null default false,
  attention_note text,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'paid') = (paid_at is not null))
);
create index store_orders_user_idx on public.store_orders (user_id) where user_id is not null;
create index store_orders_attention_idx on public.store_orders (created_at) where needs_attention;
create trigger store_orders_touch before update on public.store_orders
  for each row execute function private.touch_updated_at();

create table public.store_order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.store_orders (id) on delete cascade,
  line_number integer not null check (line_number between 1 and 20),
  variant_id text not null references public.store_product_variants (id) on delete restrict,
  product_id text not null references public.store_products (id) on delete restrict,
  -- Titles and price as they were at purchase: the catalogue may change later.
  product_title text not null,
  variant_title text not null,
  quantity integer not null check (quantity between 1 and 99),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  created_at timestamptz not null default now(),
  unique (order_id, variant_id)
);
create index store_order_items_variant_idx on public.store_order_items (variant_id);

-- Grants: the database's default privileges give the API roles everything; narrow them first.
revoke all on public.store_products, public.store_product_variants, public.store_orders, public.store_order_items from anon, authenticated;
grant select on public.store_products, public.store_product_variants to anon, authenticated;
grant select on public.store_orders, public.store_order_items to authenticated;
grant all on public.store_products, public.store_product_variants, public.store_orders, public.store_order_items to service_role;

alter table public.store_products enable row level security;
alter table public.store_product_variants enable row level security;
alter table public.store_orders enable row level security;
alter table public.store_order_items enable row level security;

create policy anyone_reads_active on public.store_products for select to anon, authenticated
  using (active);
create policy anyone_reads_active on public.store_product_variants for select to anon, authenticated
  using (active and exists (select 1 from public.store_products p where p.id = product_id and p.active));
create policy buyers_read_own on public.store_orders for select to authenticated
  using (user_id = (select auth.uid()));
create policy buyers_read_own on public.store_order_items for select to authenticated
  using (exists (select 1 from public.store_orders o where o.id = order_id and o.user_id = (select auth.uid())));

-- The catalogue that mf-marketing's template-catalogue.ts held, with the same ids, prices and stock.
insert into public.store_products (id, title, description, format, position) values
  ('annual-budget-workbook', 'Annual Budget Workbook',
   'A month-by-month operating budget by program and fund, with a board summary page and notes on building a realistic revenue forecast.',
   'Spreadsheet and Missionbase budget import', 1),
  ('grant-report-pack', 'Grant Report Pack',
   'Budget-to-actual and narrative report templates that match what community foundations and federal agencies ask for.',
   'Documents and report presets', 2),
  ('board-policy-bundle', 'Board Policy Bundle',
   'Twelve financial policies reviewed by nonprofit attorneys: gift acceptance, expense reimbursement, whistleblower, document retention and more.',
   'Editable documents; printed binder ships in 5 business days', 3),
  ('chart-of-accounts-kit', 'Chart of Accounts Starter Kit',
   'A chart of accounts tailored to your kind of nonprofit, mapped to Form 990 lines and ready to import into Missionbase.',
   'Missionbase import file', 4),
  ('year-end-close-workshop', 'Year-End Close Workshop',
   'A live, three-hour online workshop with a CPA: accruals, releases from restriction, audit preparation. Seats are limited.',
   'Live online session, recording included', 5);

insert into public.store_product_variants (id, product_id, title, price_cents, sale_price_cents, manage_inventory, inventory_quantity, position) values
  ('abw-single', 'annual-budget-workbook', 'Single organization', 4900, 3900, false, 0, 1),
  ('abw-multi', 'annual-budget-workbook', 'Multi-site, up to 5 sites', 9900, null, false, 0, 2),
  ('grp-foundation', 'grant-report-pack', 'Foundation grants', 5900, 4500, false, 0, 1),
  ('grp-federal', 'grant-report-pack', 'Federal grants (Uniform Guidance)', 7900, null, false, 0, 2),
  ('bpb-digital', 'board-policy-bundle', 'Digital download', 12900, null, false, 0, 1),
  ('bpb-binder', 'board-policy-bundle', 'Printed binder', 17900, null, true, 3, 2),
  ('coa-food', 'chart-of-accounts-kit', 'Food banks and pantries', 2900, null, false, 0, 1),
  ('coa-youth', 'chart-of-accounts-kit', 'Youth and education', 2900, null, false, 0, 2),
  ('coa-health', 'chart-of-accounts-kit', 'Community health clinics', 2900, null, false, 0, 3),
  ('yec-seat', 'year-end-close-workshop', 'One seat, December 9', 14900, 11900, true, 12, 1);

-- A pending order and its items in one transaction, priced and stock-checked here from the
-- catalogue rows (never from the caller): the unit price is the sale price when there is one
-- (CART-2), and an inventory-managed line above stock is refused with the spec's message (CART-3).
-- p_items: [{ variant_id, quantity }], distinct variants. Returns the order as the Checkout
-- Session needs it: { order_id, amount_total_cents, currency, lines: [{ product_title,
-- variant_title, quantity, unit_price_cents }] }. Called by create-store-checkout (service role).
create or replace function public.create_store_order(p_items jsonb, p_email text default null, p_user_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.store_orders%rowtype;
  v_short text;
begin
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) not between 1 and 20 then
    raise exception 'An order needs 1 to 20 lines' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_to_recordset(p_items) as l (variant_id text, quantity integer)
    left join public.store_product_variants v on v.id = l.variant_id
    left join public.store_products p on p.id = v.product_id
    where v.id is null or not v.active or not p.active or l.quantity is null or l.quantity not between 1 and 99
  ) or (select count(distinct l.variant_id) <> count(*) from jsonb_to_recordset(p_items) as l (variant_id text)) then
    raise exception 'Unknown template option or invalid quantity' using errcode = '22023';
  end if;
  select format('Not enough stock for %s (%s). Only %s left.', p.title, v.title, v.inventory_quantity) into v_short
  from jsonb_to_recordset(p_items) as l (variant_id text, quantity integer)
  join public.store_product_variants v on v.id = l.variant_id
  join public.store_products p on p.id = v.product_id
  where v.manage_inventory and l.quantity > v.inventory_quantity
  order by p.position, v.position
  limit 1;
  if v_short is not null then
    raise exception '%', v_short using errcode = '23514';
  end if;

  insert into public.store_orders (email, user_id, amount_total_cents)
  select nullif(btrim(p_email), ''), p_user_id, sum(l.quantity::bigint * coalesce(v.sale_price_cents, v.price_cents))
  from jsonb_to_recordset(p_items) as l (variant_id text, quantity integer)
  join public.store_product_variants v on v.id = l.variant_id
  returning * into v_order;
  insert into public.store_order_items (order_id, line_number, variant_id, product_id, product_title, variant_title, quantity, unit_price_cents)
  select v_order.id, e.n, v.id, p.id, p.title, v.title, (e.item ->> 'quantity')::integer, coalesce(v.sale_price_cents, v.price_cents)
  from jsonb_array_elements(p_items) with ordinality as e (item, n)
  join public.store_product_variants v on v.id = e.item ->> 'variant_id'
  join public.store_products p on p.id = v.product_id;

  return jsonb_build_object(
    'order_id', v_order.id,
    'amount_total_cents', v_order.amount_total_cents,
    'currency', v_order.currency,
    'lines', (
      select jsonb_agg(jsonb_build_object('product_title', i.product_title, 'variant_title', i.variant_title,
        'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents) order by i.line_number)
      from public.store_order_items i where i.order_id = v_order.id
    )
  );
end;
$$;

-- Marks the order of a completed Checkout Session paid and takes its inventory-managed quantities
-- out of stock, in one transaction. Idempotent on the session id: the order row is locked, and an
-- order already paid is left alone, so a duplicate delivery changes nothing. An unknown session,
-- one whose metadata names another order, or one not yet paid writes nothing. Once the provider
-- has taken the money, nothing here raises: if stock no longer covers the order (two buyers raced
-- for the last binder), stock stops at 0 and the order is flagged needs_attention with a note,
-- so the payment is recorded and a person can ship later or refund.
create or replace function public.fulfil_store_order(p_checkout_session jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session_id text := p_checkout_session ->> 'id';
  v_metadata_order text := p_checkout_session -> 'metadata' ->> 'order_id';
  v_amount_text text := p_checkout_session ->> 'amount_total';
  v_currency text := lower(p_checkout_session ->> 'currency');
  v_email text := nullif(btrim(p_checkout_session -> 'customer_details' ->> 'email'), '');
  v_order public.store_orders%rowtype;
  v_amount integer;
  v_line record;
  v_stock integer;
  v_notes text[] := '{}';
begin
  if v_session_id is null or v_session_id = '' then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  select * into v_order from public.store_orders o where o.provider_checkout_session_id = v_session_id for update;
  if not found or (v_metadata_order is not null and v_metadata_order <> v_order.id::text) then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  if v_order.status = 'paid' then
    return jsonb_build_object('result', 'already_paid', 'order_id', v_order.id);
  end if;
  if p_checkout_session ->> 'payment_status' is distinct from 'paid' then
    return jsonb_build_object('result', 'not_paid', 'order_id', v_order.id);
  end if;

  -- Variants locked in one order (by id), so two fulfilments never wait on each other in a cycle.
  for v_line in
    select i.variant_id, i.product_title, i.variant_title, i.quantity
    from public.store_order_items i join public.store_product_variants v on v.id = i.variant_id
    where i.order_id = v_order.id and v.manage_inventory
    order by i.variant_id
  loop
    select v.inventory_quantity into v_stock from public.store_product_variants v where v.id = v_line.variant_id for update;
    if v_stock < v_line.quantity then
      v_notes := v_notes || format('%s (%s): %s paid, only %s in stock', v_line.product_title, v_line.variant_title, v_line.quantity, v_stock);
    end if;
    update public.store_product_variants v set inventory_quantity = greatest(v_stock - v_line.quantity, 0) where v.id = v_line.variant_id;
  end loop;

  -- The provider's amount is what was charged; a malformed value keeps the order's own total.
  v_amount := case when v_amount_text ~ '^[0-9]{1,9}$' then v_amount_text::integer else v_order.amount_total_cents end;
  if v_amount <> v_order.amount_total_cents then
    v_notes := v_notes || format('charged %s cents, order total %s cents', v_amount, v_order.amount_total_cents);
  end if;
  if v_order.status = 'canceled' then
    v_notes := v_notes || 'paid after the order was canceled'::text;
  end if;

  update public.store_orders o set
    status = 'paid',
    paid_at = now(),
    amount_total_cents = v_amount,
    currency = case when v_currency ~ '^[a-z]{3}$' then v_currency else o.currency end,
    email = case when v_email is not null and length(v_email) <= 320 then v_email else o.email end,
    needs_attention = cardinality(v_notes) > 0,
    attention_note = nullif(array_to_string(v_notes, '; '), '')
  where o.id = v_order.id;

  return jsonb_build_object('result', 'paid', 'order_id', v_order.id, 'needs_attention', cardinality(v_notes) > 0);
end;
$$;

revoke execute on function public.create_store_order(jsonb, text, uuid) from public, anon, authenticated;
revoke execute on function public.fulfil_store_order(jsonb) from public, anon, authenticated;
grant execute on function public.create_store_order(jsonb, text, uuid) to service_role;
grant execute on function public.fulfil_store_order(jsonb) to service_role;
