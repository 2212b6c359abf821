-- Supply chain with postings (issue 18): stock movements, receiving that posts, inventory
-- adjustments that post, purchase request approval and purchase order lifecycles, the three-way
-- match, the Inventory Valuation figures, and the server-paged lists of the supply-chain screens.
--
-- What each step posts (one balanced entry per movement, in one fund, dated the movement's date):
--   opening stock (an item created with a quantity, or an 'opening' movement):
--       Dr 1300 Inventory / Cr 3100 Net Assets Without Donor Restrictions        (source 'inventory_opening')
--   receipt against a purchase order line (at the line's unit cost):
--       Dr 1300 Inventory / Cr 2050 Goods Received Not Invoiced                  (source 'inventory_receipt')
--   the vendor's bill for the order: a bill line linked to a stock order line
--   (bill_lines.purchase_order_item_id) is debited to 2050, so approving the bill posts
--       Dr 2050 Goods Received Not Invoiced / Cr 2010 Accounts Payable           (source 'bill')
--     which clears the liability the receipt raised (a price difference stays on 2050 and is
--     flagged by the three-way match);
--   donated goods in at fair value:
--       Dr 1300 Inventory / Cr 4400 In-kind Contributions                       (source 'inventory_adjustment')
--   distribution to a program (a project; its function, normally 'program', classifies the line):
--       Dr 6410 Program Goods Distributed (project) / Cr 1300 Inventory
--   spoilage:
--       Dr 6420 Inventory Losses and Adjustments / Cr 1300 Inventory
--   count difference (shrinkage / overage):
--       Dr 6420 / Cr 1300, or Dr 1300 / Cr 6420
-- An item's value is the sum of its movements' values (inventory.stock_value); an outgoing
-- movement takes the moving-average cost (stock_value / quantity, the last one takes exactly what
-- is left), so the items' total value always equals the ledger's Inventory account for the
-- movements' entries, at every date.
-- Refusals (plain sentences): receiving more than ordered unless confirmed, an on-hand quantity
-- below zero, changing a line that has goods received, anything dated in a locked period.

-- A quantity as people write it: 20, 2.5, 1,250 (no trailing zeros).
create or replace function private.quantity_text(p_quantity numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select rtrim(rtrim(to_char(p_quantity, 'FM999,999,999,990.99'), '0'), '.')
$$;

-- 1. Accounts ---------------------------------------------------------------------------------
insert into private.entry_source_types (source_type, label) values
  ('inventory_opening', 'Opening stock'),
  ('inventory_receipt', 'Goods receipt'),
  ('inventory_adjustment', 'Inventory adjustment')
on conflict do nothing;

-- The three accounts the supply-chain postings use, added to an organization's chart when it has
-- not got them (by role; a code already taken gets the next free one).
create or replace function private.ensure_supply_chain_accounts(p_org uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_code text;
begin
  for r in
    select * from (values
      ('goods_received_not_invoiced', '2050', 'Goods Received Not Invoiced', 'Liabilities', '2000', 'Accrued Liability', null::text,
       'Goods received on purchase orders and not yet billed by the vendor: credited by each receipt, cleared by the vendor''s bill for the order.'),
      ('inventory_distributed', '6410', 'Program Goods Distributed', 'Expenses', '5000', 'Program', 'program',
       'Cost of inventory distributed to programs (food, hygiene kits, supplies given out), at moving-average cost.'),
      ('inventory_loss', '6420', 'Inventory Losses and Adjustments', 'Expenses', '5000', 'Other Expense', 'management_general',
       'Spoiled or damaged goods written off and physical count differences, at moving-average cost.')
    ) as t (system_key, code, name, category, parent_code, type_name, default_function, description)
  loop
    continue when exists (select 1 from public.accounts a where a.organization_id = p_org and a.system_key = r.system_key);
    v_code := r.code;
    while exists (select 1 from public.accounts a where a.organization_id = p_org and a.code = v_code) loop
      v_code := (v_code::int + 1)::text;
    end loop;
    insert into public.accounts (organization_id, code, name, parent_id, category, account_type_id, system_key, description, normal_balance, default_function)
    values (p_org, v_code, r.name,
            (select p.id from public.accounts p where p.organization_id = p_org and p.code = r.parent_code and p.category = r.category and p.is_placeholder),
            r.category,
            (select t.id from public.account_types t where t.organization_id = p_org and t.name = r.type_name),
            r.system_key, r.description, private.normal_balance_for(r.category), r.default_function);
  end loop;
end;
$$;

-- The account of a supply-chain role, created on first use if the chart lacks it.
create or replace function private.supply_account(p_org uuid, p_key text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select a.id into v_id from public.accounts a where a.organization_id = p_org and a.system_key = p_key;
  if v_id is null and p_key in ('goods_received_not_invoiced', 'inventory_distributed', 'inventory_loss') then
    perform private.ensure_supply_chain_accounts(p_org);
  end if;
  return private.system_account(p_org, p_key);
end;
$$;

select private.ensure_supply_chain_accounts(o.id) from public.organizations o;

-- New organizations: once the default chart's last account is in, add the supply-chain ones
-- (a trigger rather than a rewrite of the default chart, which other areas also extend).
create or replace function private.chart_adds_supply_chain_accounts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.ensure_supply_chain_accounts(new.organization_id);
  return null;
end;
$$;
create trigger accounts_supply_chain_defaults
  after insert on public.accounts
  for each row when (new.system_key = 'uncategorized_expense')
  execute function private.chart_adds_supply_chain_accounts();

-- A bill line may be debited to Goods Received Not Invoiced (that is how the bill for received
-- stock clears it), besides the Expenses and Assets accounts.
create or replace function private.is_bill_line_account(p_account uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select a.category in ('Expenses', 'Assets') or a.system_key = 'goods_received_not_invoiced'
                   from public.accounts a where a.id = p_account), false)
$$;

-- 2. Numbers from a sequence ------------------------------------------------------------------
alter table public.organization_settings
  add column purchase_request_prefix text not null default 'PR-' check (length(purchase_request_prefix) <= 20),
  add column next_purchase_request_number integer not null default 1001 check (next_purchase_request_number > 0),
  add column purchase_order_prefix text not null default 'PO-' check (length(purchase_order_prefix) <= 20),
  add column next_purchase_order_number integer not null default 1001 check (next_purchase_order_number > 0);

-- The next free number of the kind (skips numbers already used, e.g. imported ones).
create or replace function private.next_purchasing_number(p_org uuid, p_kind text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_number text;
begin
  loop
    if p_kind = 'purchase_request' then
      update public.organization_settings s set next_purchase_request_number = s.next_purchase_request_number + 1
      where s.organization_id = p_org returning s.purchase_request_prefix || (s.next_purchase_request_number - 1) into v_number;
      exit when v_number is null or not exists (select 1 from public.purchase_requests r where r.organization_id = p_org and r.request_number = v_number);
    else
      update public.organization_settings s set next_purchase_order_number = s.next_purchase_order_number + 1
      where s.organization_id = p_org returning s.purchase_order_prefix || (s.next_purchase_order_number - 1) into v_number;
      exit when v_number is null or not exists (select 1 from public.purchase_orders o where o.organization_id = p_org and o.po_number = v_number);
    end if;
  end loop;
  return coalesce(v_number, upper(p_kind) || '-' || substr(gen_random_uuid()::text, 1, 8));
end;
$$;

alter table public.purchase_requests alter column request_number set default '';
alter table public.purchase_orders alter column po_number set default '';

-- 3. Purchase requests: lifecycle and approval ------------------------------------------------
alter table public.purchase_requests
  add column submitted_at timestamptz,
  add column decided_at timestamptz,
  add column decided_by uuid references auth.users (id) on delete set null,
  add column decision_reason text check (decision_reason is null or length(decision_reason) <= 1000);

-- draft -> submitted -> approved | rejected (reason) -> ordered; a submitted request may be
-- withdrawn to draft, a rejected one reopened as a draft. The decision goes through
-- public.decide_purchase_request (role and threshold checks); 'ordered' is set when a purchase
-- order is created from the request. Service code (the seed, no signed-in user) writes freely.
create or replace function private.guard_purchase_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.request_number := coalesce(nullif(btrim(new.request_number), ''), private.next_purchasing_number(new.organization_id, 'purchase_request'));
    if auth.uid() is not null and new.status <> 'draft' then
      raise exception 'A new purchase request starts as a draft' using errcode = '23514';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if auth.uid() is not null and old.status not in ('draft', 'rejected') and not private.organization_gone(old.organization_id) then
      raise exception 'Only a draft or rejected purchase request can be deleted' using errcode = '23514';
    end if;
    return old;
  end if;
  if new.organization_id <> old.organization_id then
    raise exception 'A purchase request cannot move to another organization' using errcode = '42501';
  end if;
  if new.status = 'submitted' and old.status = 'draft' then
    new.submitted_at := now();
  end if;
  if auth.uid() is null or new.status = old.status and old.status = 'draft' then
    return new;
  end if;
  if new.status is distinct from old.status then
    if not (
      (old.status = 'draft' and new.status = 'submitted')
      or (old.status = 'submitted' and new.status = 'draft')
      or (old.status = 'rejected' and new.status = 'draft')
      or (old.status = 'submitted' and new.status in ('approved', 'rejected') and coalesce(current_setting('mb.purchase_request_decision', true), '') = 'on')
      or (old.status = 'approved' and new.status = 'ordered' and coalesce(current_setting('mb.purchase_request_ordered', true), '') = 'on')
    ) then
      raise exception '%', case
        when new.status in ('approved', 'rejected') and old.status = 'submitted' then 'Approve or reject a request with Approve or Reject'
        when new.status in ('approved', 'rejected') then 'Only a submitted purchase request can be approved or rejected'
        when new.status = 'ordered' then 'A request becomes ordered when a purchase order is created from it'
        else format('A purchase request cannot go from %s to %s', replace(old.status, '_', ' '), replace(new.status, '_', ' ')) end
        using errcode = '23514';
    end if;
    if new.status = 'draft' then
      new.decided_at := null; new.decided_by := null; new.submitted_at := null;
    end if;
    return new;
  end if;
  -- Same status, not a draft: the request's content is frozen.
  if (new.title, new.needed_by, new.project_id, new.fund_id, new.justification, new.department, new.requester_name)
     is distinct from (old.title, old.needed_by, old.project_id, old.fund_id, old.justification, old.department, old.requester_name) then
    raise exception 'A % purchase request cannot be changed; only a draft can', old.status using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger purchase_requests_guard
  before insert or update or delete on public.purchase_requests
  for each row execute function private.guard_purchase_request();

create or replace function private.guard_purchase_request_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if auth.uid() is null or private.organization_gone(case when tg_op = 'DELETE' then old.organization_id else new.organization_id end) then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  select r.status into v_status from public.purchase_requests r
  where r.id = case when tg_op = 'DELETE' then old.purchase_request_id else new.purchase_request_id end;
  if v_status is not null and v_status <> 'draft' then
    raise exception 'The items of a % purchase request cannot be changed; only a draft''s can', v_status using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
create trigger purchase_request_items_guard
  before insert or update or delete on public.purchase_request_items
  for each row execute function private.guard_purchase_request_item();

-- Approve or reject a submitted request. Owners and admins decide; above the organization's
-- purchase request threshold (Settings -> Expenses) only owners approve. The requester is told.
create or replace function public.decide_purchase_request(p_request_id uuid, p_approve boolean, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.purchase_requests;
  v_threshold numeric;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  select * into v_request from public.purchase_requests r where r.id = p_request_id;
  if not found or not public.is_org_member(v_request.organization_id) then
    raise exception 'Purchase request not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_request.organization_id, array['owner', 'admin'], 'Only owners and admins can approve or reject purchase requests');
  if v_request.status <> 'submitted' then
    raise exception 'Only a submitted purchase request can be approved or rejected (this one is %)', v_request.status using errcode = '23514';
  end if;
  if not coalesce(p_approve, false) and v_reason is null then
    raise exception 'Give the reason for rejecting the request' using errcode = '23514';
  end if;
  select s.purchase_request_approval_threshold into v_threshold from public.organization_settings s where s.organization_id = v_request.organization_id;
  if coalesce(p_approve, false) and v_threshold is not null and v_request.estimated_total > v_threshold
     and not public.has_org_role(v_request.organization_id, array['owner']) then
    raise exception 'Requests above % need an owner''s approval', to_char(v_threshold, 'FM999,999,999,990.00') using errcode = '42501';
  end if;
  perform set_config('mb.purchase_request_decision', 'on', true);
  update public.purchase_requests r set
    status = case when p_approve then 'approved' else 'rejected' end,
    decided_at = now(), decided_by = auth.uid(), decision_reason = v_reason
  where r.id = p_request_id;
  perform set_config('mb.purchase_request_decision', 'off', true);
  if v_request.requested_by is not null then
    insert into public.notifications (organization_id, user_id, title, message, link)
    values (v_request.organization_id, v_request.requested_by,
            'Purchase request ' || v_request.request_number || case when p_approve then ' approved' else ' rejected' end,
            v_request.title || case when p_approve then ' was approved.' else ' was rejected: ' || v_reason end,
            '/app/supply-chain/purchase-requests/' || v_request.id);
  end if;
end;
$$;

-- 4. Purchase orders: lifecycle, lines, creation from requests ---------------------------------
alter table public.purchase_order_items add constraint purchase_order_items_id_org_key unique (id, organization_id);
-- Lines keep the order they were entered in (rows written together share created_at).
alter table public.purchase_order_items add column line_number integer not null default 1;
alter table public.purchase_request_items add column line_number integer not null default 1;
alter table public.purchase_orders add column sent_at timestamptz;

do $$
declare
  v_name text;
begin
  for v_name in
    select c.conname from pg_constraint c
    where c.conrelid = 'public.purchase_order_items'::regclass and c.contype = 'c'
      and pg_get_constraintdef(c.oid) like '%quantity_received <= quantity%'
  loop
    execute format('alter table public.purchase_order_items drop constraint %I', v_name);
  end loop;
end;
$$;

-- draft -> sent -> partially received -> received -> closed; draft or sent (nothing received)
-- -> cancelled; a partially received order may be closed short.
create or replace function private.guard_purchase_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.po_number := coalesce(nullif(btrim(new.po_number), ''), private.next_purchasing_number(new.organization_id, 'purchase_order'));
    if auth.uid() is not null and new.status <> 'draft' then
      raise exception 'A new purchase order starts as a draft' using errcode = '23514';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if old.status <> 'draft' and not private.organization_gone(old.organization_id) then
      raise exception 'Only a draft purchase order can be deleted; cancel it instead' using errcode = '23514';
    end if;
    return old;
  end if;
  if new.organization_id <> old.organization_id then
    raise exception 'A purchase order cannot move to another organization' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if not (
      (old.status = 'draft' and new.status in ('sent', 'cancelled'))
      or (old.status = 'sent' and new.status in ('partially_received', 'received', 'cancelled'))
      or (old.status = 'partially_received' and new.status in ('received', 'closed'))
      or (old.status = 'received' and new.status = 'closed')
    ) then
      raise exception 'A purchase order cannot go from % to %', replace(old.status, '_', ' '), replace(new.status, '_', ' ') using errcode = '23514';
    end if;
    if new.status = 'cancelled' and exists (select 1 from public.purchase_order_items i where i.purchase_order_id = new.id and i.quantity_received > 0) then
      raise exception 'Goods have been received on this order; close it instead of cancelling it' using errcode = '23514';
    end if;
    if new.status in ('sent', 'cancelled') and old.status = 'draft' and new.status = 'sent'
       and not exists (select 1 from public.purchase_order_items i where i.purchase_order_id = new.id) then
      raise exception 'Add at least one line before sending the order' using errcode = '23514';
    end if;
    if new.status = 'sent' then
      new.sent_at := now();
    end if;
  elsif old.status in ('received', 'closed', 'cancelled')
        and (new.vendor_id, new.vendor_name, new.order_date, new.fund_id, new.project_id) is distinct from (old.vendor_id, old.vendor_name, old.order_date, old.fund_id, old.project_id) then
    raise exception 'A % purchase order cannot be changed', old.status using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger purchase_orders_guard
  before insert or update or delete on public.purchase_orders
  for each row execute function private.guard_purchase_order();

-- Lines: a line with goods received is final (its quantity may not go below what arrived);
-- received quantities only grow, and not past the ordered quantity unless the over-receipt is
-- confirmed (public.receive_purchase_order's p_confirm_over_receipt).
create or replace function private.guard_purchase_order_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select o.status into v_status from public.purchase_orders o
  where o.id = case when tg_op = 'DELETE' then old.purchase_order_id else new.purchase_order_id end;
  if tg_op = 'DELETE' then
    if private.organization_gone(old.organization_id) or v_status is null then
      return old;
    end if;
    if old.quantity_received > 0 then
      raise exception 'Line "%" has goods received; it cannot be deleted', old.description using errcode = '23514';
    end if;
    if v_status is not null and v_status not in ('draft', 'sent') then
      raise exception 'The lines of a % purchase order cannot be changed', replace(v_status, '_', ' ') using errcode = '23514';
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if new.purchase_order_id <> old.purchase_order_id then
      raise exception 'A purchase order line cannot move to another order' using errcode = '42501';
    end if;
    if new.quantity_received < old.quantity_received then
      raise exception 'Received goods cannot be taken off the order; record a count adjustment in Inventory instead' using errcode = '23514';
    end if;
    if old.quantity_received > 0 and (new.inventory_id, new.unit_cost, new.description) is distinct from (old.inventory_id, old.unit_cost, old.description) then
      raise exception 'Line "%" has goods received; its item and price cannot be changed', old.description using errcode = '23514';
    end if;
    if old.quantity_received > 0 and new.quantity < old.quantity_received then
      raise exception 'Line "%" has % received; its quantity cannot go below that', old.description, private.quantity_text(old.quantity_received) using errcode = '23514';
    end if;
  end if;
  if (tg_op = 'INSERT' or (new.quantity, new.unit_cost, new.inventory_id, new.description) is distinct from (old.quantity, old.unit_cost, old.inventory_id, old.description))
     and v_status is not null and v_status not in ('draft', 'sent') and auth.uid() is not null then
    raise exception 'The lines of a % purchase order cannot be changed', replace(v_status, '_', ' ') using errcode = '23514';
  end if;
  if new.quantity_received > (case when tg_op = 'UPDATE' then old.quantity_received else 0 end) then
    if v_status not in ('sent', 'partially_received', 'received') then
      raise exception 'Only a sent purchase order can be received (this one is %)', replace(v_status, '_', ' ') using errcode = '23514';
    end if;
    if new.quantity_received > new.quantity and coalesce(current_setting('mb.allow_over_receipt', true), '') <> 'on' then
      raise exception 'Receiving % would exceed the % ordered on line "%"; confirm the over-receipt to record it',
        private.quantity_text(new.quantity_received - case when tg_op = 'UPDATE' then old.quantity_received else 0 end),
        private.quantity_text(new.quantity), new.description
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
create trigger purchase_order_items_guard
  before insert or update or delete on public.purchase_order_items
  for each row execute function private.guard_purchase_order_item();

-- 5. Stock movements -------------------------------------------------------------------------
alter table public.inventory add column stock_value numeric(14, 2) not null default 0 check (stock_value >= 0);
alter table public.inventory add column below_reorder_notified_at timestamptz;

create table public.stock_movements (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  inventory_id uuid not null,
  movement_date date not null,
  kind text not null check (kind in ('opening', 'receipt', 'count', 'spoilage', 'distribution', 'donation_in')),
  -- Signed: positive in, negative out.
  quantity numeric(12, 2) not null check (quantity <> 0),
  -- Moving-average (out) or incoming cost per unit.
  unit_cost numeric(14, 4) not null check (unit_cost >= 0),
  -- Signed value of the movement: what it adds to (or takes from) the item's value and the ledger's Inventory.
  value numeric(14, 2) not null,
  quantity_after numeric(12, 2) not null check (quantity_after >= 0),
  value_after numeric(14, 2) not null check (value_after >= 0),
  reason text check (reason is null or length(reason) <= 1000),
  project_id uuid,
  fund_id uuid not null,
  purchase_order_id uuid,
  purchase_order_item_id uuid,
  donation_id uuid,
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (inventory_id, organization_id) references public.inventory (id, organization_id) on delete cascade,
  foreign key (project_id, organization_id) references public.projects (id, organization_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (purchase_order_id, organization_id) references public.purchase_orders (id, organization_id) on delete set null (purchase_order_id),
  foreign key (purchase_order_item_id, organization_id) references public.purchase_order_items (id, organization_id) on delete set null (purchase_order_item_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index stock_movements_item_idx on public.stock_movements (inventory_id, movement_date desc, created_at desc);
create index stock_movements_org_date_idx on public.stock_movements (organization_id, movement_date);
create index stock_movements_po_item_idx on public.stock_movements (purchase_order_item_id) where purchase_order_item_id is not null;
create unique index stock_movements_donation_idx on public.stock_movements (donation_id) where donation_id is not null;

alter table public.stock_movements enable row level security;
create policy members_read on public.stock_movements for select to authenticated
  using (organization_id in (select public.user_organization_ids()));
-- Written only by the functions below (security definer); nobody writes movements directly.
create trigger audit_insert after insert on public.stock_movements referencing new table as new_rows
  for each statement execute function private.audit_statement();

-- Movements are history: they never change or disappear (but with their organization).
create or replace function private.guard_stock_movement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.organization_gone(old.organization_id) or not exists (select 1 from public.inventory i where i.id = old.inventory_id) then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  raise exception 'Stock movements are final; record an adjustment instead' using errcode = '42501';
end;
$$;
create trigger stock_movements_guard
  before update or delete on public.stock_movements
  for each row execute function private.guard_stock_movement();

-- On hand, cost and value change only through movements.
create or replace function private.guard_inventory()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    -- An item whose movements posted value is part of the ledger's inventory; one whose history
    -- carried no value (stock at zero cost) may go, its movements with it.
    if not private.organization_gone(old.organization_id)
       and exists (select 1 from public.stock_movements m where m.inventory_id = old.id and m.journal_entry_id is not null) then
      raise exception 'An item whose stock movements are posted cannot be deleted; mark it inactive instead' using errcode = '23514';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    new.stock_value := round(new.quantity_on_hand * new.unit_cost, 2);
    return new;
  end if;
  if new.organization_id <> old.organization_id then
    raise exception 'An inventory item cannot move to another organization' using errcode = '42501';
  end if;
  if (new.quantity_on_hand, new.unit_cost, new.stock_value) is distinct from (old.quantity_on_hand, old.unit_cost, old.stock_value)
     and coalesce(current_setting('mb.stock_movement', true), '') <> 'on' then
    raise exception 'On-hand quantity and cost change only through receipts and adjustments' using errcode = '23514';
  end if;
  if new.quantity_on_hand >= new.reorder_level then
    new.below_reorder_notified_at := null;
  end if;
  return new;
end;
$$;
create trigger inventory_guard
  before insert or update or delete on public.inventory
  for each row execute function private.guard_inventory();

-- Falling below the reorder level tells the organization once (until stock is back at or above
-- it): on the update that takes the quantity below the level (or raises the level above it).
create or replace function private.inventory_reorder_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('mb.opening_stock', true), '') = 'on'
     or exists (select 1 from public.inventory i where i.id = new.id and i.below_reorder_notified_at is not null) then
    return null;
  end if;
  insert into public.notifications (organization_id, user_id, title, message, link)
  values (new.organization_id, null, 'Low stock: ' || new.name,
          format('%s %s on hand, below the reorder level of %s.', private.quantity_text(new.quantity_on_hand), new.unit,
                 private.quantity_text(new.reorder_level)),
          '/app/supply-chain/inventory/' || new.id);
  update public.inventory i set below_reorder_notified_at = now() where i.id = new.id;
  return null;
end;
$$;
create trigger inventory_reorder_notice
  after update of quantity_on_hand, reorder_level on public.inventory
  for each row when (new.reorder_level > 0 and new.quantity_on_hand < new.reorder_level and new.below_reorder_notified_at is null
                     and (new.quantity_on_hand < old.quantity_on_hand or new.reorder_level > old.reorder_level))
  execute function private.inventory_reorder_notice();

-- The one place a movement is written: values it at cost, moves the item's quantity and value,
-- and posts its entry. p_quantity is signed; p_unit_cost is the incoming cost (receipts,
-- donations, opening stock; ignored going out, where the moving average applies).
create or replace function private.record_stock_movement(
  p_inventory_id uuid,
  p_kind text,
  p_quantity numeric,
  p_unit_cost numeric,
  p_date date,
  p_reason text default null,
  p_project_id uuid default null,
  p_fund_id uuid default null,
  p_purchase_order_item_id uuid default null,
  p_donation_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.inventory;
  v_id uuid := gen_random_uuid();
  v_value numeric;
  v_unit numeric;
  v_fund uuid;
  v_entry uuid;
  v_po uuid;
  v_other uuid;
  v_inventory uuid;
  v_source text := case p_kind when 'opening' then 'inventory_opening' when 'receipt' then 'inventory_receipt' else 'inventory_adjustment' end;
  v_label text;
  v_lines jsonb;
  v_donation public.donations;
begin
  select * into v_item from public.inventory i where i.id = p_inventory_id for update;
  if not found then
    raise exception 'Inventory item not found' using errcode = 'P0002';
  end if;
  if p_quantity is null or p_quantity = 0 then
    raise exception 'Enter a quantity other than zero' using errcode = '22023';
  end if;
  if p_date is null then
    raise exception 'Enter the date of the movement' using errcode = '22023';
  end if;
  perform private.assert_period_open(v_item.organization_id, p_date);
  if p_kind in ('receipt', 'donation_in', 'opening') and p_quantity < 0 or p_kind in ('spoilage', 'distribution') and p_quantity > 0 then
    raise exception 'A % moves goods %', replace(p_kind, '_', ' '), case when p_quantity < 0 then 'in' else 'out' end using errcode = '22023';
  end if;
  if v_item.quantity_on_hand + p_quantity < 0 then
    raise exception 'Only % % of % are on hand; taking % out would leave a negative quantity',
      private.quantity_text(v_item.quantity_on_hand), v_item.unit, v_item.name, private.quantity_text(-p_quantity)
      using errcode = '23514';
  end if;

  if p_quantity > 0 then
    v_unit := coalesce(p_unit_cost, case when v_item.quantity_on_hand > 0 then v_item.stock_value / v_item.quantity_on_hand else v_item.unit_cost end);
    if v_unit < 0 then
      raise exception 'A unit cost cannot be negative' using errcode = '22023';
    end if;
    v_value := round(p_quantity * v_unit, 2);
  elsif v_item.quantity_on_hand + p_quantity = 0 then
    v_value := -v_item.stock_value;
    v_unit := v_item.stock_value / v_item.quantity_on_hand;
  else
    v_unit := v_item.stock_value / v_item.quantity_on_hand;
    v_value := -round(-p_quantity * v_unit, 2);
  end if;

  if p_donation_id is not null then
    -- Goods of an in-kind gift recorded under Donations: that gift already posted Inventory
    -- against In-kind Contributions, so the movement takes its value and entry.
    select * into v_donation from public.donations d where d.id = p_donation_id and d.organization_id = v_item.organization_id;
    if not found or v_donation.method <> 'in_kind' then
      raise exception 'Only an in-kind donation of this organization can bring goods in' using errcode = '23514';
    end if;
    v_value := v_donation.amount;
    v_unit := v_donation.amount / p_quantity;
    v_entry := v_donation.journal_entry_id;
  end if;

  v_fund := coalesce(p_fund_id, private.default_fund(v_item.organization_id));
  if p_purchase_order_item_id is not null then
    select i.purchase_order_id into v_po from public.purchase_order_items i where i.id = p_purchase_order_item_id;
  end if;

  if v_entry is null and v_value <> 0 then
    v_inventory := private.system_account(v_item.organization_id, 'inventory');
    v_other := case
      when p_kind = 'opening' then private.system_account(v_item.organization_id, 'net_assets_without')
      when p_kind = 'receipt' then private.supply_account(v_item.organization_id, 'goods_received_not_invoiced')
      when p_kind = 'donation_in' then private.system_account(v_item.organization_id, 'in_kind_contributions')
      when p_kind = 'distribution' then private.supply_account(v_item.organization_id, 'inventory_distributed')
      else private.supply_account(v_item.organization_id, 'inventory_loss') end;
    v_label := case p_kind
      when 'opening' then 'Opening stock'
      when 'receipt' then 'Received'
      when 'donation_in' then 'Donated goods'
      when 'distribution' then 'Distributed'
      when 'spoilage' then 'Spoiled'
      else 'Count adjustment' end
      || ': ' || private.quantity_text(abs(p_quantity)) || ' ' || v_item.unit || ' ' || v_item.name;
    v_lines := jsonb_build_array(
      jsonb_build_object('account_id', v_inventory, 'fund_id', v_fund,
                         case when v_value > 0 then 'debit' else 'credit' end, abs(v_value), 'description', v_label),
      jsonb_build_object('account_id', v_other, 'fund_id', v_fund, 'project_id', p_project_id,
                         case when v_value > 0 then 'credit' else 'debit' end, abs(v_value), 'description', v_label));
    v_entry := private.post_entry(v_item.organization_id, p_date,
      v_label || coalesce(' - ' || nullif(btrim(p_reason), ''), ''), v_source, v_id, v_lines,
      coalesce((select o.po_number from public.purchase_orders o where o.id = v_po), v_item.sku));
  end if;

  insert into public.stock_movements (id, organization_id, inventory_id, movement_date, kind, quantity, unit_cost, value,
    quantity_after, value_after, reason, project_id, fund_id, purchase_order_id, purchase_order_item_id, donation_id, journal_entry_id)
  values (v_id, v_item.organization_id, v_item.id, p_date, p_kind, p_quantity, round(v_unit, 4), v_value,
    v_item.quantity_on_hand + p_quantity, v_item.stock_value + v_value, nullif(btrim(coalesce(p_reason, '')), ''),
    p_project_id, v_fund, v_po, p_purchase_order_item_id, p_donation_id, v_entry);

  perform set_config('mb.stock_movement', 'on', true);
  update public.inventory i set
    quantity_on_hand = i.quantity_on_hand + p_quantity,
    stock_value = i.stock_value + v_value,
    unit_cost = case when i.quantity_on_hand + p_quantity > 0 then round((i.stock_value + v_value) / (i.quantity_on_hand + p_quantity), 2) else i.unit_cost end
  where i.id = v_item.id;
  perform set_config('mb.stock_movement', 'off', true);
  return v_id;
end;
$$;

-- An item created with a quantity on hand starts with an opening movement at its unit cost.
create or replace function private.inventory_opening_stock()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quantity numeric := new.quantity_on_hand;
begin
  perform set_config('mb.stock_movement', 'on', true);
  perform set_config('mb.opening_stock', 'on', true);
  update public.inventory i set quantity_on_hand = 0, stock_value = 0 where i.id = new.id;
  perform set_config('mb.stock_movement', 'off', true);
  perform private.record_stock_movement(new.id, 'opening', v_quantity, new.unit_cost,
    coalesce(nullif(current_setting('mb.opening_date', true), '')::date, current_date), 'Opening stock');
  perform set_config('mb.opening_stock', 'off', true);
  return null;
end;
$$;
create trigger inventory_opening_stock
  after insert on public.inventory
  for each row when (new.quantity_on_hand > 0)
  execute function private.inventory_opening_stock();

-- Existing stock gets its opening movement and value in the ledger (dated today).
do $$
declare
  r record;
begin
  for r in select i.* from public.inventory i where i.quantity_on_hand > 0
             and not exists (select 1 from public.stock_movements m where m.inventory_id = i.id)
  loop
    perform set_config('mb.stock_movement', 'on', true);
    perform set_config('mb.opening_stock', 'on', true);
    update public.inventory i set quantity_on_hand = 0, stock_value = 0 where i.id = r.id;
    perform set_config('mb.stock_movement', 'off', true);
    perform private.record_stock_movement(r.id, 'opening', r.quantity_on_hand, r.unit_cost, current_date, 'Opening stock');
    perform set_config('mb.opening_stock', 'off', true);
  end loop;
end;
$$;

-- 6. Receiving -------------------------------------------------------------------------------
-- Replaces the earlier receipt trigger (which moved quantities and posted nothing): every raise
-- of a line's quantity_received becomes a receipt movement of its item, posted, dated
-- mb.received_on (set by public.receive_purchase_order) or today; the order's status follows.
create or replace function private.receive_purchase_order_items()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order_ids uuid[];
  r record;
  v_date date := coalesce(nullif(current_setting('mb.received_on', true), '')::date, current_date);
begin
  for r in
    select n.id, n.inventory_id, n.unit_cost, n.quantity_received - coalesce(o.quantity_received, 0) as delta,
           p.fund_id, p.project_id, p.po_number
    from new_rows n
    left join old_rows o on o.id = n.id
    join public.purchase_orders p on p.id = n.purchase_order_id
    where n.inventory_id is not null and n.quantity_received > coalesce(o.quantity_received, 0)
    order by p.po_number, n.created_at, n.id
  loop
    perform private.record_stock_movement(r.inventory_id, 'receipt', r.delta, r.unit_cost, v_date,
      'Received on ' || r.po_number, r.project_id, r.fund_id, r.id);
  end loop;

  select array_agg(distinct n.purchase_order_id) into v_order_ids from new_rows n;
  update public.purchase_orders p set status = s.status
  from (
    select i.purchase_order_id,
           case when bool_and(i.quantity_received >= i.quantity) then 'received'
                when bool_or(i.quantity_received > 0) then 'partially_received' end as status
    from public.purchase_order_items i where i.purchase_order_id = any (v_order_ids)
    group by i.purchase_order_id
  ) s
  where p.id = s.purchase_order_id and s.status is not null and p.status in ('sent', 'partially_received')
    and p.status <> s.status;
  return null;
end;
$$;

-- The insert trigger read new_rows only; both now share the function above, which needs the
-- old rows on update and none on insert.
drop trigger receive_after_insert on public.purchase_order_items;
create or replace function private.receive_purchase_order_items_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_order_ids uuid[];
  v_date date := coalesce(nullif(current_setting('mb.received_on', true), '')::date, current_date);
begin
  for r in
    select n.id, n.inventory_id, n.unit_cost, n.quantity_received as delta, p.fund_id, p.project_id, p.po_number
    from new_rows n join public.purchase_orders p on p.id = n.purchase_order_id
    where n.inventory_id is not null and n.quantity_received > 0
    order by p.po_number, n.created_at, n.id
  loop
    perform private.record_stock_movement(r.inventory_id, 'receipt', r.delta, r.unit_cost, v_date,
      'Received on ' || r.po_number, r.project_id, r.fund_id, r.id);
  end loop;
  select array_agg(distinct n.purchase_order_id) into v_order_ids from new_rows n where n.quantity_received > 0;
  update public.purchase_orders p set status = s.status
  from (
    select i.purchase_order_id,
           case when bool_and(i.quantity_received >= i.quantity) then 'received'
                when bool_or(i.quantity_received > 0) then 'partially_received' end as status
    from public.purchase_order_items i where i.purchase_order_id = any (v_order_ids)
    group by i.purchase_order_id
  ) s
  where p.id = s.purchase_order_id and s.status is not null and p.status in ('sent', 'partially_received')
    and p.status <> s.status;
  return null;
end;
$$;
create trigger receive_after_insert after insert on public.purchase_order_items
  referencing new table as new_rows for each statement execute function private.receive_purchase_order_items_inserted();

-- RPC: receive goods on a sent order, per line: p_lines = [{"line_id": uuid, "quantity": n}].
create or replace function public.receive_purchase_order(
  p_purchase_order_id uuid,
  p_lines jsonb,
  p_received_on date default current_date,
  p_confirm_over_receipt boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.purchase_orders;
  r record;
begin
  select * into v_order from public.purchase_orders o where o.id = p_purchase_order_id;
  if not found or not public.is_org_member(v_order.organization_id) then
    raise exception 'Purchase order not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_order.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot record receipts');
  if v_order.status not in ('sent', 'partially_received') then
    raise exception 'Only a sent purchase order can be received (this one is %)', replace(v_order.status, '_', ' ') using errcode = '23514';
  end if;
  if jsonb_typeof(p_lines) is distinct from 'array' or jsonb_array_length(p_lines) = 0 then
    raise exception 'Enter the quantity received on at least one line' using errcode = '22023';
  end if;
  perform private.assert_period_open(v_order.organization_id, coalesce(p_received_on, current_date));
  perform set_config('mb.received_on', coalesce(p_received_on, current_date)::text, true);
  perform set_config('mb.allow_over_receipt', case when p_confirm_over_receipt then 'on' else 'off' end, true);
  for r in select (l ->> 'line_id')::uuid as line_id, (l ->> 'quantity')::numeric as quantity from jsonb_array_elements(p_lines) l loop
    if r.quantity is null or r.quantity < 0 then
      raise exception 'A received quantity cannot be negative' using errcode = '22023';
    end if;
    continue when r.quantity = 0;
    update public.purchase_order_items i set quantity_received = i.quantity_received + r.quantity
    where i.id = r.line_id and i.purchase_order_id = p_purchase_order_id;
    if not found then
      raise exception 'That line is not on this purchase order' using errcode = 'P0002';
    end if;
  end loop;
  perform set_config('mb.received_on', '', true);
  perform set_config('mb.allow_over_receipt', 'off', true);
end;
$$;

-- RPC: a purchase order from one or more approved requests (their items become its lines, the
-- requests become 'ordered').
create or replace function public.create_purchase_order_from_requests(
  p_organization_id uuid,
  p_request_ids uuid[],
  p_vendor_id uuid default null,
  p_vendor_name text default null,
  p_order_date date default current_date,
  p_expected_date date default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_vendor text := nullif(btrim(coalesce(p_vendor_name, '')), '');
  v_bad text;
  v_first public.purchase_requests;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot create purchase orders');
  if p_request_ids is null or cardinality(p_request_ids) = 0 then
    raise exception 'Choose at least one approved request' using errcode = '22023';
  end if;
  select string_agg(r.request_number || ' (' || r.status || ')', ', ') into v_bad
  from public.purchase_requests r where r.id = any (p_request_ids) and (r.organization_id <> p_organization_id or r.status <> 'approved');
  if v_bad is not null or (select count(*) from public.purchase_requests r where r.id = any (p_request_ids)) <> cardinality(p_request_ids) then
    raise exception 'Only approved requests can be ordered: %', coalesce(v_bad, 'a request was not found') using errcode = '23514';
  end if;
  if p_vendor_id is not null then
    select coalesce(v_vendor, v.name) into v_vendor from public.vendors v where v.id = p_vendor_id and v.organization_id = p_organization_id;
    if not found then
      raise exception 'Vendor not found' using errcode = 'P0002';
    end if;
  end if;
  if v_vendor is null then
    raise exception 'Choose the vendor' using errcode = '22023';
  end if;
  select * into v_first from public.purchase_requests r where r.id = any (p_request_ids) order by r.request_number limit 1;
  insert into public.purchase_orders (organization_id, vendor_id, vendor_name, purchase_request_id, order_date, expected_date, status, fund_id, project_id,
                                      notes)
  values (p_organization_id, p_vendor_id, v_vendor, v_first.id, coalesce(p_order_date, current_date), p_expected_date, 'draft',
          v_first.fund_id, v_first.project_id,
          'From ' || (select string_agg(r.request_number, ', ' order by r.request_number) from public.purchase_requests r where r.id = any (p_request_ids)))
  returning id into v_id;
  insert into public.purchase_order_items (organization_id, purchase_order_id, inventory_id, description, quantity, unit_cost, line_number)
  select p_organization_id, v_id, i.inventory_id, i.description, i.quantity, i.estimated_unit_cost,
         row_number() over (order by r.request_number, i.line_number, i.created_at, i.id)
  from public.purchase_request_items i join public.purchase_requests r on r.id = i.purchase_request_id
  where r.id = any (p_request_ids);
  perform set_config('mb.purchase_request_ordered', 'on', true);
  update public.purchase_requests r set status = 'ordered' where r.id = any (p_request_ids);
  perform set_config('mb.purchase_request_ordered', 'off', true);
  return v_id;
end;
$$;

-- 7. Adjustments -----------------------------------------------------------------------------
-- RPC: an adjustment of one item. p_kind: 'count' (p_quantity = the quantity counted),
-- 'spoilage' and 'distribution' (p_quantity = how much went out; a distribution names the
-- program's project), 'donation_in' (p_quantity in at p_unit_cost, the fair value per unit; or
-- the goods of an in-kind donation already recorded, p_donation_id). A reason is required.
create or replace function public.adjust_inventory(
  p_inventory_id uuid,
  p_kind text,
  p_quantity numeric,
  p_reason text,
  p_date date default current_date,
  p_project_id uuid default null,
  p_fund_id uuid default null,
  p_unit_cost numeric default null,
  p_donation_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.inventory;
  v_delta numeric;
begin
  select * into v_item from public.inventory i where i.id = p_inventory_id;
  if not found or not public.is_org_member(v_item.organization_id) then
    raise exception 'Inventory item not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_item.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot adjust inventory');
  if p_kind not in ('count', 'spoilage', 'distribution', 'donation_in') then
    raise exception 'Unknown adjustment: %', p_kind using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(p_reason, '')), '') is null then
    raise exception 'Give the reason for the adjustment' using errcode = '23514';
  end if;
  if p_quantity is null or p_quantity < 0 or (p_kind <> 'count' and p_quantity = 0) then
    raise exception '%', case when p_kind = 'count' then 'Enter the quantity counted (zero or more)' else 'Enter a quantity above zero' end using errcode = '22023';
  end if;
  if p_kind = 'distribution' and p_project_id is null then
    raise exception 'Choose the program (project) the goods were distributed to' using errcode = '23514';
  end if;
  if p_project_id is not null and not exists (select 1 from public.projects pr where pr.id = p_project_id and pr.organization_id = v_item.organization_id) then
    raise exception 'Project not found' using errcode = 'P0002';
  end if;
  if p_fund_id is not null and not exists (select 1 from public.funds f where f.id = p_fund_id and f.organization_id = v_item.organization_id) then
    raise exception 'Fund not found' using errcode = 'P0002';
  end if;
  if p_kind = 'donation_in' and p_donation_id is null and (p_unit_cost is null or p_unit_cost < 0) then
    raise exception 'Enter the fair value per unit of the donated goods' using errcode = '23514';
  end if;
  v_delta := case p_kind when 'count' then p_quantity - v_item.quantity_on_hand when 'donation_in' then p_quantity else -p_quantity end;
  if v_delta = 0 then
    raise exception 'The count equals the quantity on hand; there is nothing to adjust' using errcode = '23514';
  end if;
  return private.record_stock_movement(p_inventory_id, p_kind, v_delta, case when p_kind = 'donation_in' then p_unit_cost end,
    coalesce(p_date, current_date), p_reason, p_project_id, p_fund_id, null, p_donation_id);
end;
$$;

-- 8. Bills against purchase orders (three-way match) ------------------------------------------
alter table public.bills add column if not exists purchase_order_id uuid;
alter table public.bill_lines add column if not exists purchase_order_item_id uuid;
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'bills_purchase_order_fkey') then
    alter table public.bills add constraint bills_purchase_order_fkey foreign key (purchase_order_id, organization_id)
      references public.purchase_orders (id, organization_id) on delete set null (purchase_order_id);
  end if;
  if not exists (select 1 from pg_constraint where conname = 'bill_lines_purchase_order_item_fkey') then
    alter table public.bill_lines add constraint bill_lines_purchase_order_item_fkey foreign key (purchase_order_item_id, organization_id)
      references public.purchase_order_items (id, organization_id) on delete set null (purchase_order_item_id);
  end if;
end;
$$;
create index if not exists bills_purchase_order_idx on public.bills (purchase_order_id) where purchase_order_id is not null;
create index if not exists bill_lines_purchase_order_item_idx on public.bill_lines (purchase_order_item_id) where purchase_order_item_id is not null;

-- A bill line for a stock line of an order is debited to Goods Received Not Invoiced (clearing
-- what the receipt credited); the bill takes the order as its purchase order.
create or replace function private.bill_line_purchase_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_line record;
begin
  if new.purchase_order_item_id is null then
    return new;
  end if;
  select i.inventory_id, i.purchase_order_id into v_line from public.purchase_order_items i
  where i.id = new.purchase_order_item_id and i.organization_id = new.organization_id;
  if not found then
    raise exception 'That purchase order line was not found' using errcode = 'P0002';
  end if;
  if v_line.inventory_id is not null then
    new.account_id := private.supply_account(new.organization_id, 'goods_received_not_invoiced');
  end if;
  update public.bills b set purchase_order_id = v_line.purchase_order_id
  where b.id = new.bill_id and b.purchase_order_id is null and b.status = 'draft';
  return new;
end;
$$;
create trigger bill_lines_purchase_order
  before insert or update of purchase_order_item_id on public.bill_lines
  for each row execute function private.bill_line_purchase_order();

-- RPC: the vendor's bill for an order, as a draft: one line per stock line for what was received
-- and not yet billed, at the order's price, linked to its order line (so approving it clears Goods
-- Received Not Invoiced). The bill is then checked against the vendor's invoice and approved
-- under Bills; the match view compares the three.
create or replace function public.create_bill_from_purchase_order(
  p_purchase_order_id uuid,
  p_bill_date date default current_date,
  p_vendor_reference text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.purchase_orders;
  v_id uuid;
begin
  select * into v_order from public.purchase_orders o where o.id = p_purchase_order_id;
  if not found or not public.is_org_member(v_order.organization_id) then
    raise exception 'Purchase order not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_order.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot enter bills');
  if not exists (
    select 1 from public.purchase_order_items i
    where i.purchase_order_id = v_order.id
      and i.quantity_received > coalesce((select sum(l.quantity) from public.bill_lines l join public.bills b on b.id = l.bill_id
                                          where l.purchase_order_item_id = i.id and b.status <> 'void'), 0)
  ) then
    raise exception 'Everything received on % is billed already', v_order.po_number using errcode = '23514';
  end if;
  insert into public.bills (organization_id, bill_number, vendor_id, vendor_name, vendor_reference, bill_date, due_date, fund_id, purchase_order_id, notes)
  values (v_order.organization_id, '', v_order.vendor_id, v_order.vendor_name, nullif(btrim(coalesce(p_vendor_reference, '')), ''),
          coalesce(p_bill_date, current_date), coalesce(p_bill_date, current_date) + 30, v_order.fund_id, v_order.id, 'For ' || v_order.po_number)
  returning id into v_id;
  insert into public.bill_lines (organization_id, bill_id, description, quantity, unit_price, project_id, line_number, purchase_order_item_id)
  select v_order.organization_id, v_id, i.description, i.quantity_received - coalesce(b.quantity, 0), i.unit_cost, v_order.project_id,
         row_number() over (order by i.line_number, i.created_at, i.id), i.id
  from public.purchase_order_items i
  left join lateral (
    select sum(l.quantity) as quantity from public.bill_lines l join public.bills bb on bb.id = l.bill_id
    where l.purchase_order_item_id = i.id and bb.status <> 'void' and bb.id <> v_id
  ) b on true
  where i.purchase_order_id = v_order.id and i.quantity_received > coalesce(b.quantity, 0);
  return v_id;
end;
$$;

-- RPC: ordered vs received vs billed per line of an order, with the differences flagged.
create or replace function public.purchase_order_match(p_purchase_order_id uuid)
returns table (
  line_id uuid, description text, inventory_id uuid, quantity_ordered numeric, unit_cost numeric, amount_ordered numeric,
  quantity_received numeric, amount_received numeric, quantity_billed numeric, amount_billed numeric, flags text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  select o.organization_id into v_org from public.purchase_orders o where o.id = p_purchase_order_id;
  if v_org is null or not public.is_org_member(v_org) then
    raise exception 'Purchase order not found' using errcode = 'P0002';
  end if;
  return query
  select i.id, i.description, i.inventory_id, i.quantity, i.unit_cost, i.amount,
         i.quantity_received, round(i.quantity_received * i.unit_cost, 2),
         coalesce(b.quantity, 0), coalesce(b.amount, 0),
         array_remove(array[
           case when i.quantity_received < i.quantity then 'not_fully_received' end,
           case when i.quantity_received > i.quantity then 'over_received' end,
           case when coalesce(b.quantity, 0) > i.quantity_received then 'billed_more_than_received' end,
           case when coalesce(b.quantity, 0) < i.quantity_received then 'received_not_billed' end,
           case when b.quantity > 0 and coalesce(b.amount, 0) <> round(b.quantity * i.unit_cost, 2) then 'price_differs' end
         ], null)
  from public.purchase_order_items i
  left join lateral (
    select sum(l.quantity) as quantity, sum(l.amount) as amount
    from public.bill_lines l join public.bills bb on bb.id = l.bill_id
    where l.purchase_order_item_id = i.id and bb.status <> 'void'
  ) b on true
  where i.purchase_order_id = p_purchase_order_id
  order by i.line_number, i.created_at, i.id;
end;
$$;

-- 9. Lists (server-paged) --------------------------------------------------------------------
create or replace function public.list_purchase_requests(
  p_organization_id uuid,
  p_status text default null,
  p_search text default null,
  p_sort text default 'created',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_dir text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_sort text;
  v_total bigint;
  v_rows json;
begin
  perform private.require_member(p_organization_id);
  v_sort := case lower(coalesce(p_sort, 'created'))
    when 'created' then format('x.created_at %1$s, x.id %1$s', v_dir)
    when 'number' then format('x.request_number %1$s, x.id %1$s', v_dir)
    when 'title' then format('x.title %1$s, x.created_at desc, x.id', v_dir)
    when 'needed_by' then format('x.needed_by %1$s nulls last, x.created_at desc, x.id', v_dir)
    when 'total' then format('x.estimated_total %1$s, x.created_at desc, x.id', v_dir)
    when 'status' then format('x.status %1$s, x.created_at desc, x.id', v_dir)
  end;
  if v_sort is null then
    raise exception 'Cannot sort purchase requests by %', p_sort using errcode = '22023';
  end if;
  select count(*) into v_total from public.purchase_requests x
  where x.organization_id = p_organization_id and (p_status is null or x.status = p_status)
    and (v_pattern is null or x.title ilike v_pattern or x.request_number ilike v_pattern or x.requester_name ilike v_pattern or x.justification ilike v_pattern);
  execute format(
    $q$select coalesce(json_agg(json_build_object(
         'id', x.id, 'request_number', x.request_number, 'title', x.title, 'status', x.status,
         'requested_by', x.requested_by, 'requester_name', coalesce(x.requester_name, pf.full_name), 'department', x.department,
         'needed_by', x.needed_by, 'project_id', x.project_id, 'project_name', pr.name, 'fund_id', x.fund_id, 'fund_name', f.name,
         'estimated_total', x.estimated_total::text, 'justification', x.justification, 'decision_reason', x.decision_reason,
         'submitted_at', x.submitted_at, 'decided_at', x.decided_at, 'created_at', x.created_at) order by %1$s), '[]'::json)
       from (select x.* from public.purchase_requests x
             where x.organization_id = $1 and ($2::text is null or x.status = $2)
               and ($3::text is null or x.title ilike $3 or x.request_number ilike $3 or x.requester_name ilike $3 or x.justification ilike $3)
             order by %1$s limit $4 offset $5) x
       left join public.projects pr on pr.id = x.project_id
       left join public.funds f on f.id = x.fund_id
       left join public.profiles pf on pf.id = x.requested_by$q$, v_sort)
    into v_rows using p_organization_id, p_status, v_pattern, v_limit, v_offset;
  return json_build_object('total', v_total, 'limit', v_limit, 'offset', v_offset, 'rows', v_rows);
end;
$$;

create or replace function public.list_purchase_orders(
  p_organization_id uuid,
  p_status text default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_dir text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_sort text;
  v_total bigint;
  v_rows json;
begin
  perform private.require_member(p_organization_id);
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('x.order_date %1$s, x.created_at %1$s, x.id %1$s', v_dir)
    when 'number' then format('x.po_number %1$s, x.id %1$s', v_dir)
    when 'vendor' then format('x.vendor_name %1$s, x.order_date desc, x.id', v_dir)
    when 'expected' then format('x.expected_date %1$s nulls last, x.order_date desc, x.id', v_dir)
    when 'total' then format('x.total %1$s, x.order_date desc, x.id', v_dir)
    when 'status' then format('x.status %1$s, x.order_date desc, x.id', v_dir)
  end;
  if v_sort is null then
    raise exception 'Cannot sort purchase orders by %', p_sort using errcode = '22023';
  end if;
  select count(*) into v_total from public.purchase_orders x
  where x.organization_id = p_organization_id and (p_status is null or x.status = p_status)
    and (v_pattern is null or x.po_number ilike v_pattern or x.vendor_name ilike v_pattern or x.notes ilike v_pattern);
  execute format(
    $q$select coalesce(json_agg(json_build_object(
         'id', x.id, 'po_number', x.po_number, 'vendor_id', x.vendor_id, 'vendor_name', x.vendor_name,
         'purchase_request_id', x.purchase_request_id, 'request_number', r.request_number,
         'order_date', x.order_date, 'expected_date', x.expected_date, 'status', x.status, 'total', x.total::text,
         'fund_id', x.fund_id, 'project_id', x.project_id, 'project_name', pr.name, 'notes', x.notes,
         'received_percent', (select case when sum(i.quantity) > 0 then round(100 * sum(least(i.quantity_received, i.quantity)) / sum(i.quantity)) else 0 end
                              from public.purchase_order_items i where i.purchase_order_id = x.id),
         'created_at', x.created_at) order by %1$s), '[]'::json)
       from (select x.* from public.purchase_orders x
             where x.organization_id = $1 and ($2::text is null or x.status = $2)
               and ($3::text is null or x.po_number ilike $3 or x.vendor_name ilike $3 or x.notes ilike $3)
             order by %1$s limit $4 offset $5) x
       left join public.purchase_requests r on r.id = x.purchase_request_id
       left join public.projects pr on pr.id = x.project_id$q$, v_sort)
    into v_rows using p_organization_id, p_status, v_pattern, v_limit, v_offset;
  return json_build_object('total', v_total, 'limit', v_limit, 'offset', v_offset, 'rows', v_rows);
end;
$$;

create or replace function public.list_inventory_items(
  p_organization_id uuid,
  p_search text default null,
  p_category text default null,
  p_low_stock boolean default false,
  p_sort text default 'name',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_dir text := case when lower(coalesce(p_direction, 'asc')) = 'desc' then 'desc' else 'asc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_category text := nullif(btrim(coalesce(p_category, '')), '');
  v_sort text;
  v_totals json;
  v_rows json;
begin
  perform private.require_member(p_organization_id);
  v_sort := case lower(coalesce(p_sort, 'name'))
    when 'name' then format('x.name %1$s, x.id %1$s', v_dir)
    when 'sku' then format('x.sku %1$s nulls last, x.id %1$s', v_dir)
    when 'category' then format('x.category %1$s nulls last, x.name, x.id', v_dir)
    when 'location' then format('x.location %1$s nulls last, x.name, x.id', v_dir)
    when 'on_hand' then format('x.quantity_on_hand %1$s, x.name, x.id', v_dir)
    when 'unit_cost' then format('x.unit_cost %1$s, x.name, x.id', v_dir)
    when 'value' then format('x.stock_value %1$s, x.name, x.id', v_dir)
  end;
  if v_sort is null then
    raise exception 'Cannot sort inventory by %', p_sort using errcode = '22023';
  end if;
  select json_build_object('count', count(*), 'value', coalesce(sum(x.stock_value), 0)::text,
                           'low_stock', count(*) filter (where x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level))
    into v_totals
  from public.inventory x
  where x.organization_id = p_organization_id and (v_category is null or x.category = v_category)
    and (not coalesce(p_low_stock, false) or (x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level))
    and (v_pattern is null or x.name ilike v_pattern or x.sku ilike v_pattern or x.location ilike v_pattern or x.category ilike v_pattern);
  execute format(
    $q$select coalesce(json_agg(json_build_object(
         'id', x.id, 'sku', x.sku, 'name', x.name, 'category', x.category, 'unit', x.unit, 'location', x.location,
         'quantity_on_hand', x.quantity_on_hand::text, 'unit_cost', x.unit_cost::text, 'stock_value', x.stock_value::text,
         'reorder_level', x.reorder_level::text, 'is_active', x.is_active,
         'below_reorder', x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level) order by %1$s), '[]'::json)
       from (select x.* from public.inventory x
             where x.organization_id = $1 and ($2::text is null or x.category = $2)
               and (not $3 or (x.reorder_level > 0 and x.quantity_on_hand < x.reorder_level))
               and ($4::text is null or x.name ilike $4 or x.sku ilike $4 or x.location ilike $4 or x.category ilike $4)
             order by %1$s limit $5 offset $6) x$q$, v_sort)
    into v_rows using p_organization_id, v_category, coalesce(p_low_stock, false), v_pattern, v_limit, v_offset;
  return json_build_object('total', (v_totals ->> 'count')::bigint, 'totals', v_totals, 'limit', v_limit, 'offset', v_offset, 'rows', v_rows);
end;
$$;

create or replace function public.list_stock_movements(
  p_organization_id uuid,
  p_inventory_id uuid default null,
  p_kind text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_total bigint;
  v_rows json;
begin
  perform private.require_member(p_organization_id);
  select count(*) into v_total from public.stock_movements m
  where m.organization_id = p_organization_id and (p_inventory_id is null or m.inventory_id = p_inventory_id) and (p_kind is null or m.kind = p_kind);
  select coalesce(json_agg(json_build_object(
           'id', m.id, 'inventory_id', m.inventory_id, 'item_name', i.name, 'sku', i.sku, 'unit', i.unit,
           'movement_date', m.movement_date, 'kind', m.kind, 'quantity', m.quantity::text, 'unit_cost', m.unit_cost::text,
           'value', m.value::text, 'quantity_after', m.quantity_after::text, 'value_after', m.value_after::text,
           'reason', m.reason, 'project_id', m.project_id, 'project_name', pr.name, 'fund_id', m.fund_id, 'fund_name', f.name,
           'purchase_order_id', m.purchase_order_id, 'po_number', po.po_number, 'donation_id', m.donation_id,
           'journal_entry_id', m.journal_entry_id, 'created_at', m.created_at)
           order by m.movement_date desc, m.created_at desc, m.id desc), '[]'::json)
    into v_rows
  from (select m.* from public.stock_movements m
        where m.organization_id = p_organization_id and (p_inventory_id is null or m.inventory_id = p_inventory_id) and (p_kind is null or m.kind = p_kind)
        order by m.movement_date desc, m.created_at desc, m.id desc limit v_limit offset v_offset) m
  join public.inventory i on i.id = m.inventory_id
  left join public.projects pr on pr.id = m.project_id
  left join public.funds f on f.id = m.fund_id
  left join public.purchase_orders po on po.id = m.purchase_order_id;
  return json_build_object('total', v_total, 'limit', v_limit, 'offset', v_offset, 'rows', v_rows);
end;
$$;

-- 10. Inventory Valuation (the report at /app/reports/inventory) ------------------------------
-- Items with quantity, average unit cost and value as of a date (their movements up to it), and
-- the ledger's balance of the Inventory accounts (the 'inventory' role and any account of the
-- Inventory type) at the same date, side by side.
create or replace function public.inventory_valuation(
  p_organization_id uuid,
  p_as_of date default current_date,
  p_search text default null,
  p_limit integer default 200,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, current_date);
  v_limit integer := least(greatest(coalesce(p_limit, 200), 1), 5000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_result json;
  v_ledger numeric;
  v_accounts json;
begin
  perform private.require_member(p_organization_id);
  select coalesce(sum(l.debit - l.credit), 0),
         coalesce(json_agg(distinct jsonb_build_object('id', a.id, 'code', a.code, 'name', a.name)) filter (where a.id is not null), '[]'::json)
    into v_ledger, v_accounts
  from public.accounts a
  left join public.account_types t on t.id = a.account_type_id
  left join public.journal_entry_lines l on l.account_id = a.id
  left join public.journal_entries e on e.id = l.journal_entry_id
  where a.organization_id = p_organization_id and a.category = 'Assets' and (a.system_key = 'inventory' or t.name = 'Inventory')
    and (l.id is null or (e.status = 'posted' and e.entry_date <= v_as_of));
  with balances as (
    select i.id, i.sku, i.name, i.category, i.unit, i.location,
           coalesce(sum(m.quantity), 0) as quantity, coalesce(sum(m.value), 0) as value
    from public.inventory i
    left join public.stock_movements m on m.inventory_id = i.id and m.movement_date <= v_as_of
    where i.organization_id = p_organization_id
      and (v_pattern is null or i.name ilike v_pattern or i.sku ilike v_pattern or i.category ilike v_pattern)
    group by i.id
  )
  select json_build_object(
    'as_of', v_as_of,
    'total', (select count(*) from balances),
    'total_quantity', (select coalesce(sum(b.quantity), 0) from balances b)::text,
    'total_value', (select coalesce(sum(b.value), 0) from balances b)::text,
    'limit', v_limit, 'offset', v_offset,
    'rows', coalesce((select json_agg(json_build_object(
               'id', b.id, 'sku', b.sku, 'name', b.name, 'category', b.category, 'unit', b.unit, 'location', b.location,
               'quantity', b.quantity::text,
               'unit_cost', case when b.quantity > 0 then round(b.value / b.quantity, 2) else 0 end::text,
               'value', b.value::text) order by b.category nulls last, b.name, b.id)
             from (select * from balances order by category nulls last, name, id limit v_limit offset v_offset) b), '[]'::json))
    into v_result;
  -- The item total covers every item (not the search) so it compares with the ledger.
  return (v_result::jsonb || jsonb_build_object(
    'items_value', (select coalesce(sum(m.value), 0) from public.stock_movements m where m.organization_id = p_organization_id and m.movement_date <= v_as_of)::text,
    'ledger_value', v_ledger::text,
    'difference', ((select coalesce(sum(m.value), 0) from public.stock_movements m where m.organization_id = p_organization_id and m.movement_date <= v_as_of) - v_ledger)::text,
    'ledger_accounts', v_accounts))::json;
end;
$$;

-- 11. Grants ---------------------------------------------------------------------------------
revoke execute on function private.ensure_supply_chain_accounts(uuid) from public;
revoke execute on function private.supply_account(uuid, text) from public;
revoke execute on function private.next_purchasing_number(uuid, text) from public;
revoke execute on function private.record_stock_movement(uuid, text, numeric, numeric, date, text, uuid, uuid, uuid, uuid) from public;
revoke execute on function public.decide_purchase_request(uuid, boolean, text) from public, anon;
grant execute on function public.decide_purchase_request(uuid, boolean, text) to authenticated, service_role;
revoke execute on function public.receive_purchase_order(uuid, jsonb, date, boolean) from public, anon;
grant execute on function public.receive_purchase_order(uuid, jsonb, date, boolean) to authenticated, service_role;
revoke execute on function public.create_purchase_order_from_requests(uuid, uuid[], uuid, text, date, date) from public, anon;
grant execute on function public.create_purchase_order_from_requests(uuid, uuid[], uuid, text, date, date) to authenticated, service_role;
revoke execute on function public.adjust_inventory(uuid, text, numeric, text, date, uuid, uuid, numeric, uuid) from public, anon;
grant execute on function public.adjust_inventory(uuid, text, numeric, text, date, uuid, uuid, numeric, uuid) to authenticated, service_role;
revoke execute on function public.purchase_order_match(uuid) from public, anon;
grant execute on function public.purchase_order_match(uuid) to authenticated, service_role;
revoke execute on function public.create_bill_from_purchase_order(uuid, date, text) from public, anon;
grant execute on function public.create_bill_from_purchase_order(uuid, date, text) to authenticated, service_role;
revoke execute on function public.list_purchase_requests(uuid, text, text, text, text, integer, integer) from public, anon;
grant execute on function public.list_purchase_requests(uuid, text, text, text, text, integer, integer) to authenticated, service_role;
revoke execute on function public.list_purchase_orders(uuid, text, text, text, text, integer, integer) from public, anon;
grant execute on function public.list_purchase_orders(uuid, text, text, text, text, integer, integer) to authenticated, service_role;
revoke execute on function public.list_inventory_items(uuid, text, text, boolean, text, text, integer, integer) from public, anon;
grant execute on function public.list_inventory_items(uuid, text, text, boolean, text, text, integer, integer) to authenticated, service_role;
revoke execute on function public.list_stock_movements(uuid, uuid, text, integer, integer) from public, anon;
grant execute on function public.list_stock_movements(uuid, uuid, text, integer, integer) to authenticated, service_role;
revoke execute on function public.inventory_valuation(uuid, date, text, integer, integer) from public, anon;
grant execute on function public.inventory_valuation(uuid, date, text, integer, integer) to authenticated, service_role;
grant select on public.stock_movements to authenticated, service_role;
