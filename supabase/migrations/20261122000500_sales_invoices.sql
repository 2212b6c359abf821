-- Customers and invoices with their lines, and the invoices' postings:
--   issuing (leaving 'draft' for sent/overdue/paid): debit Accounts Receivable, credit each line's
--     revenue account (the Uncategorized income account when a line has none), in the invoice's fund;
--   each increase of amount_paid (status 'paid' settles the rest): debit cash, credit Accounts Receivable;
--   voiding an issued, unpaid invoice reverses the issue entry.
-- An invoice is written as a draft, its lines added, then issued: lines and amounts of an issued
-- invoice are final (void it and issue a new one).

create table public.customers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text,
  phone text,
  address text,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id)
);
create index customers_org_idx on public.customers (organization_id, name);
create trigger customers_touch before update on public.customers
  for each row execute function private.touch_updated_at();

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_number text not null,
  customer_id uuid,
  customer_name text not null check (length(btrim(customer_name)) between 1 and 200),
  customer_email text,
  issue_date date not null default current_date,
  due_date date not null default current_date + 30,
  status text not null default 'draft' check (status in ('draft', 'sent', 'paid', 'overdue', 'void')),
  fund_id uuid,
  project_id uuid,
  total numeric(14, 2) not null default 0 check (total >= 0),
  amount_paid numeric(14, 2) not null default 0 check (amount_paid >= 0),
  paid_date date,
  notes text,
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, invoice_number),
  unique (id, organization_id),
  check (due_date >= issue_date),
  check (amount_paid <= total),
  foreign key (customer_id, organization_id) references public.customers (id, organization_id) on delete set null (customer_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index invoices_org_date_idx on public.invoices (organization_id, issue_date desc);
create index invoices_customer_idx on public.invoices (customer_id);
create index invoices_status_idx on public.invoices (organization_id, status, due_date);

create table public.invoice_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_id uuid not null,
  description text not null default '',
  quantity numeric(12, 2) not null default 1 check (quantity > 0),
  unit_price numeric(14, 2) not null default 0 check (unit_price >= 0),
  amount numeric(14, 2) generated always as (round(quantity * unit_price, 2)) stored,
  account_id uuid,
  line_number smallint not null default 1,
  created_at timestamptz not null default now(),
  foreign key (invoice_id, organization_id) references public.invoices (id, organization_id) on delete cascade,
  foreign key (account_id, organization_id) references public.accounts (id, organization_id)
);
create index invoice_lines_invoice_idx on public.invoice_lines (invoice_id, line_number);
create index invoice_lines_account_idx on public.invoice_lines (account_id);

-- Hands out the next document number from the organization's settings.
create or replace function private.next_document_number(p_org uuid, p_kind text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_number text;
begin
  if p_kind = 'invoice' then
    update public.organization_settings s set next_invoice_number = s.next_invoice_number + 1
    where s.organization_id = p_org returning s.invoice_prefix || (s.next_invoice_number - 1) into v_number;
  elsif p_kind = 'bill' then
    update public.organization_settings s set next_bill_number = s.next_bill_number + 1
    where s.organization_id = p_org returning s.bill_prefix || (s.next_bill_number - 1) into v_number;
  else
    update public.organization_settings s set next_receipt_number = s.next_receipt_number + 1
    where s.organization_id = p_org returning s.receipt_prefix || (s.next_receipt_number - 1) into v_number;
  end if;
  return coalesce(v_number, upper(p_kind) || '-' || substr(gen_random_uuid()::text, 1, 8));
end;
$$;

-- Keeps invoices.total equal to its lines, and refuses line changes once the invoice is issued.
create or replace function private.invoice_lines_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invoice_id uuid := case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
  v_status text;
begin
  select i.status into v_status from public.invoices i where i.id = v_invoice_id;
  if v_status is not null and v_status <> 'draft' then
    raise exception 'Lines of an issued invoice cannot be changed' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and old.invoice_id <> new.invoice_id then
    raise exception 'An invoice line cannot move to another invoice' using errcode = '42501';
  end if;
  update public.invoices i set total = coalesce((select sum(l.amount) from public.invoice_lines l where l.invoice_id = v_invoice_id), 0)
  where i.id = v_invoice_id;
  return null;
end;
$$;

create trigger invoice_lines_changed
  after insert or update or delete on public.invoice_lines
  for each row execute function private.invoice_lines_changed();

create or replace function private.post_invoice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_issued_before boolean := tg_op = 'UPDATE' and old.status <> 'draft';
  v_fund uuid;
  v_ar uuid;
  v_paid_delta numeric;
begin
  if tg_op = 'DELETE' then
    if old.journal_entry_id is not null and not private.organization_gone(old.organization_id) then
      raise exception 'An issued invoice cannot be deleted; void it instead' using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    new.invoice_number := coalesce(nullif(new.invoice_number, ''), private.next_document_number(new.organization_id, 'invoice'));
    new.journal_entry_id := null;
  else
    if new.organization_id <> old.organization_id then
      raise exception 'An invoice cannot move to another organization' using errcode = '42501';
    end if;
    new.journal_entry_id := old.journal_entry_id;
    if old.status = 'void' and new.status <> 'void' then
      raise exception 'A void invoice cannot be reopened' using errcode = '23514';
    end if;
    if v_issued_before and new.status <> 'void'
       and (new.total, new.fund_id, new.issue_date) is distinct from (old.total, old.fund_id, old.issue_date) then
      raise exception 'The amounts, fund and date of an issued invoice are final; void it and issue a new one' using errcode = '42501';
    end if;
    if new.amount_paid < old.amount_paid then
      raise exception 'Recorded invoice payments cannot be reduced' using errcode = '42501';
    end if;
  end if;
  if new.status = 'draft' and tg_op = 'UPDATE' and v_issued_before then
    raise exception 'An issued invoice cannot return to draft' using errcode = '23514';
  end if;

  v_fund := coalesce(new.fund_id, private.default_fund(new.organization_id));
  new.fund_id := v_fund;

  if new.status = 'void' then
    if new.amount_paid > 0 then
      raise exception 'An invoice with payments cannot be voided' using errcode = '23514';
    end if;
    if tg_op = 'UPDATE' and old.status <> 'void' and old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, greatest(old.issue_date, current_date), 'Void invoice ' || old.invoice_number);
    end if;
    return new;
  end if;
  if new.status = 'draft' then
    if new.amount_paid > 0 then
      raise exception 'A draft invoice cannot be paid; issue it first' using errcode = '23514';
    end if;
    return new;
  end if;

  v_ar := private.system_account(new.organization_id, 'accounts_receivable');
  if not v_issued_before and new.total > 0 then
    new.journal_entry_id := private.post_entry(new.organization_id, new.issue_date,
      'Invoice ' || new.invoice_number || ' - ' || new.customer_name, 'invoice', new.id,
      jsonb_build_array(jsonb_build_object('account_id', v_ar, 'fund_id', v_fund, 'project_id', new.project_id, 'debit', new.total))
      || coalesce((
        select jsonb_agg(jsonb_build_object('account_id', coalesce(l.account_id, s.default_revenue_account_id, private.system_account(new.organization_id, 'uncategorized_income')),
                                            'fund_id', v_fund, 'project_id', new.project_id, 'credit', l.amount, 'description', l.description) order by l.line_number)
        from public.invoice_lines l
        join public.organization_settings s on s.organization_id = new.organization_id
        where l.invoice_id = new.id), '[]'::jsonb),
      new.invoice_number);
  end if;

  if new.status = 'paid' then
    new.amount_paid := new.total;
    new.paid_date := coalesce(new.paid_date, current_date);
  end if;
  v_paid_delta := new.amount_paid - case when tg_op = 'UPDATE' then old.amount_paid else 0 end;
  if v_paid_delta > 0 then
    perform private.post_entry(new.organization_id, coalesce(new.paid_date, current_date),
      'Payment for invoice ' || new.invoice_number || ' - ' || new.customer_name, 'invoice_payment', new.id,
      jsonb_build_array(
        jsonb_build_object('account_id', private.cash_account(new.organization_id), 'fund_id', v_fund, 'project_id', new.project_id, 'debit', v_paid_delta),
        jsonb_build_object('account_id', v_ar, 'fund_id', v_fund, 'project_id', new.project_id, 'credit', v_paid_delta)),
      new.invoice_number);
  end if;
  return new;
end;
$$;

create trigger invoices_post
  before insert or update or delete on public.invoices
  for each row execute function private.post_invoice();
create trigger invoices_touch before update on public.invoices
  for each row execute function private.touch_updated_at();
