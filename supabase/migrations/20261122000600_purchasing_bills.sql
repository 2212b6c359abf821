-- Vendors and bills with their lines, and the bills' postings:
--   approving (leaving 'draft' for open/overdue/paid): debit each line's expense account (the
--     Uncategorized expense account when a line has none), optionally per project, credit
--     Accounts Payable, in the bill's fund;
--   each increase of amount_paid (status 'paid' settles the rest): debit Accounts Payable, credit cash;
--   voiding an approved, unpaid bill reverses the approval entry.
-- As with invoices: write a draft, add its lines, then approve it.

create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text,
  phone text,
  address text,
  tax_id text,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id)
);
create index vendors_org_idx on public.vendors (organization_id, name);
create trigger vendors_touch before update on public.vendors
  for each row execute function private.touch_updated_at();

create table public.bills (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  bill_number text not null,
  vendor_id uuid,
  vendor_name text not null check (length(btrim(vendor_name)) between 1 and 200),
  vendor_reference text,
  bill_date date not null default current_date,
  due_date date not null default current_date + 30,
  status text not null default 'draft' check (status in ('draft', 'open', 'paid', 'overdue', 'void')),
  fund_id uuid,
  total numeric(14, 2) not null default 0 check (total >= 0),
  amount_paid numeric(14, 2) not null default 0 check (amount_paid >= 0),
  paid_date date,
  notes text,
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, bill_number),
  unique (id, organization_id),
  check (due_date >= bill_date),
  check (amount_paid <= total),
  foreign key (vendor_id, organization_id) references public.vendors (id, organization_id) on delete set null (vendor_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index bills_org_date_idx on public.bills (organization_id, bill_date desc);
create index bills_vendor_idx on public.bills (vendor_id);
create index bills_status_idx on public.bills (organization_id, status, due_date);

create table public.bill_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  bill_id uuid not null,
  description text not null default '',
  quantity numeric(12, 2) not null default 1 check (quantity > 0),
  unit_price numeric(14, 2) not null default 0 check (unit_price >= 0),
  amount numeric(14, 2) generated always as (round(quantity * unit_price, 2)) stored,
  account_id uuid,
  project_id uuid,
  line_number smallint not null default 1,
  created_at timestamptz not null default now(),
  foreign key (bill_id, organization_id) references public.bills (id, organization_id) on delete cascade,
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id)
);
create index bill_lines_bill_idx on public.bill_lines (bill_id, line_number);
create index bill_lines_account_idx on public.bill_lines (account_id);
create index bill_lines_project_idx on public.bill_lines (project_id) where project_id is not null;

create or replace function private.bill_lines_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bill_id uuid := case when tg_op = 'DELETE' then old.bill_id else new.bill_id end;
  v_status text;
begin
  select b.status into v_status from public.bills b where b.id = v_bill_id;
  if v_status is not null and v_status <> 'draft' then
    raise exception 'Lines of an approved bill cannot be changed' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and old.bill_id <> new.bill_id then
    raise exception 'A bill line cannot move to another bill' using errcode = '42501';
  end if;
  update public.bills b set total = coalesce((select sum(l.amount) from public.bill_lines l where l.bill_id = v_bill_id), 0)
  where b.id = v_bill_id;
  return null;
end;
$$;

create trigger bill_lines_changed
  after insert or update or delete on public.bill_lines
  for each row execute function private.bill_lines_changed();

create or replace function private.post_bill()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_approved_before boolean := tg_op = 'UPDATE' and old.status <> 'draft';
  v_fund uuid;
  v_ap uuid;
  v_paid_delta numeric;
begin
  if tg_op = 'DELETE' then
    if old.journal_entry_id is not null and not private.organization_gone(old.organization_id) then
      raise exception 'An approved bill cannot be deleted; void it instead' using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    new.bill_number := coalesce(nullif(new.bill_number, ''), private.next_document_number(new.organization_id, 'bill'));
    new.journal_entry_id := null;
  else
    if new.organization_id <> old.organization_id then
      raise exception 'A bill cannot move to another organization' using errcode = '42501';
    end if;
    new.journal_entry_id := old.journal_entry_id;
    if old.status = 'void' and new.status <> 'void' then
      raise exception 'A void bill cannot be reopened' using errcode = '23514';
    end if;
    if v_approved_before and new.status <> 'void'
       and (new.total, new.fund_id, new.bill_date) is distinct from (old.total, old.fund_id, old.bill_date) then
      raise exception 'The amounts, fund and date of an approved bill are final; void it and enter a new one' using errcode = '42501';
    end if;
    if new.amount_paid < old.amount_paid then
      raise exception 'Recorded bill payments cannot be reduced' using errcode = '42501';
    end if;
    if new.status = 'draft' and v_approved_before then
      raise exception 'An approved bill cannot return to draft' using errcode = '23514';
    end if;
  end if;

  v_fund := coalesce(new.fund_id, private.default_fund(new.organization_id));
  new.fund_id := v_fund;

  if new.status = 'void' then
    if new.amount_paid > 0 then
      raise exception 'A bill with payments cannot be voided' using errcode = '23514';
    end if;
    if tg_op = 'UPDATE' and old.status <> 'void' and old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, greatest(old.bill_date, current_date), 'Void bill ' || old.bill_number);
    end if;
    return new;
  end if;
  if new.status = 'draft' then
    if new.amount_paid > 0 then
      raise exception 'A draft bill cannot be paid; approve it first' using errcode = '23514';
    end if;
    return new;
  end if;

  v_ap := private.system_account(new.organization_id, 'accounts_payable');
  if not v_approved_before and new.total > 0 then
    new.journal_entry_id := private.post_entry(new.organization_id, new.bill_date,
      'Bill ' || new.bill_number || ' - ' || new.vendor_name, 'bill', new.id,
      coalesce((
        select jsonb_agg(jsonb_build_object('account_id', coalesce(l.account_id, s.default_expense_account_id, private.system_account(new.organization_id, 'uncategorized_expense')),
                                            'fund_id', v_fund, 'project_id', l.project_id, 'debit', l.amount, 'description', l.description) order by l.line_number)
        from public.bill_lines l
        join public.organization_settings s on s.organization_id = new.organization_id
        where l.bill_id = new.id), '[]'::jsonb)
      || jsonb_build_array(jsonb_build_object('account_id', v_ap, 'fund_id', v_fund, 'credit', new.total)),
      new.bill_number);
  end if;

  if new.status = 'paid' then
    new.amount_paid := new.total;
    new.paid_date := coalesce(new.paid_date, current_date);
  end if;
  v_paid_delta := new.amount_paid - case when tg_op = 'UPDATE' then old.amount_paid else 0 end;
  if v_paid_delta > 0 then
    perform private.post_entry(new.organization_id, coalesce(new.paid_date, current_date),
      'Payment of bill ' || new.bill_number || ' - ' || new.vendor_name, 'bill_payment', new.id,
      jsonb_build_array(
        jsonb_build_object('account_id', v_ap, 'fund_id', v_fund, 'debit', v_paid_delta),
        jsonb_build_object('account_id', private.cash_account(new.organization_id), 'fund_id', v_fund, 'credit', v_paid_delta)),
      new.bill_number);
  end if;
  return new;
end;
$$;

create trigger bills_post
  before insert or update or delete on public.bills
  for each row execute function private.post_bill();
create trigger bills_touch before update on public.bills
  for each row execute function private.touch_updated_at();

create table public.inventory (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  sku text,
  name text not null check (length(btrim(name)) between 1 and 200),
  category text,
  unit text not null default 'each',
  quantity_on_hand numeric(12, 2) not null default 0 check (quantity_on_hand >= 0),
  unit_cost numeric(14, 2) not null default 0 check (unit_cost >= 0),
  reorder_level numeric(12, 2) not null default 0 check (reorder_level >= 0),
  location text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, sku),
  unique (id, organization_id)
);
create index inventory_org_idx on public.inventory (organization_id, name);
create trigger inventory_touch before update on public.inventory
  for each row execute function private.touch_updated_at();

create table public.purchase_requests (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  request_number text not null,
  title text not null check (length(btrim(title)) between 1 and 200),
  requested_by uuid references auth.users (id) on delete set null default auth.uid(),
  requester_name text,
  department text,
  needed_by date,
  status text not null default 'draft' check (status in ('draft', 'submitted', 'approved', 'rejected', 'ordered')),
  justification text,
  project_id uuid,
  fund_id uuid,
  estimated_total numeric(14, 2) not null default 0 check (estimated_total >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, request_number),
  unique (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id)
);
create index purchase_requests_org_idx on public.purchase_requests (organization_id, created_at desc);
create trigger purchase_requests_touch before update on public.purchase_requests
  for each row execute function private.touch_updated_at();

create table public.purchase_request_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  purchase_request_id uuid not null,
  inventory_id uuid,
  description text not null check (length(btrim(description)) between 1 and 500),
  quantity numeric(12, 2) not null default 1 check (quantity > 0),
  unit text not null default 'each',
  estimated_unit_cost numeric(14, 2) not null default 0 check (estimated_unit_cost >= 0),
  estimated_amount numeric(14, 2) generated always as (round(quantity * estimated_unit_cost, 2)) stored,
  created_at timestamptz not null default now(),
  foreign key (purchase_request_id, organization_id) references public.purchase_requests (id, organization_id) on delete cascade,
  foreign key (inventory_id, organization_id) references public.inventory (id, organization_id) on delete set null (inventory_id)
);
create index purchase_request_items_request_idx on public.purchase_request_items (purchase_request_id);
create index purchase_request_items_inventory_idx on public.purchase_request_items (inventory_id);

create table public.purchase_orders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  po_number text not null,
  vendor_id uuid,
  vendor_name text not null check (length(btrim(vendor_name)) between 1 and 200),
  purchase_request_id uuid,
  order_date date not null default current_date,
  expected_date date,
  status text not null default 'draft' check (status in ('draft', 'sent', 'partially_received', 'received', 'closed', 'cancelled')),
  fund_id uuid,
  project_id uuid,
  total numeric(14, 2) not null default 0 check (total >= 0),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, po_number),
  unique (id, organization_id),
  foreign key (vendor_id, organization_id) references public.vendors (id, organization_id) on delete set null (vendor_id),
  foreign key (purchase_request_id, organization_id) references public.purchase_requests (id, organization_id) on delete set null (purchase_request_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index purchase_orders_org_idx on public.purchase_orders (organization_id, order_date desc);
create index purchase_orders_vendor_idx on public.purchase_orders (vendor_id);
create index purchase_orders_request_idx on public.purchase_orders (purchase_request_id);
create trigger purchase_orders_touch before update on public.purchase_orders
  for each row execute function private.touch_updated_at();

create table public.purchase_order_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  purchase_order_id uuid not null,
  inventory_id uuid,
  description text not null check (length(btrim(description)) between 1 and 500),
  quantity numeric(12, 2) not null default 1 check (quantity > 0),
  unit_cost numeric(14, 2) not null default 0 check (unit_cost >= 0),
  amount numeric(14, 2) generated always as (round(quantity * unit_cost, 2)) stored,
  quantity_received numeric(12, 2) not null default 0 check (quantity_received >= 0),
  created_at timestamptz not null default now(),
  check (quantity_received <= quantity),
  foreign key (purchase_order_id, organization_id) references public.purchase_orders (id, organization_id) on delete cascade,
  foreign key (inventory_id, organization_id) references public.inventory (id, organization_id) on delete set null (inventory_id)
);
create index purchase_order_items_order_idx on public.purchase_order_items (purchase_order_id);
create index purchase_order_items_inventory_idx on public.purchase_order_items (inventory_id);

-- Header totals follow their items.
create or replace function private.purchase_items_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'purchase_request_items' then
    update public.purchase_requests r set estimated_total = coalesce((
      select sum(i.estimated_amount) from public.purchase_request_items i where i.purchase_request_id = r.id), 0)
    where r.id = case when tg_op = 'DELETE' then old.purchase_request_id else new.purchase_request_id end;
  else
    update public.purchase_orders o set total = coalesce((
      select sum(i.amount) from public.purchase_order_items i where i.purchase_order_id = o.id), 0)
    where o.id = case when tg_op = 'DELETE' then old.purchase_order_id else new.purchase_order_id end;
  end if;
  return null;
end;
$$;

create trigger purchase_request_items_changed
  after insert or update or delete on public.purchase_request_items
  for each row execute function private.purchase_items_changed();
create trigger purchase_order_items_changed
  after insert or update or delete on public.purchase_order_items
  for each row execute function private.purchase_items_changed();
