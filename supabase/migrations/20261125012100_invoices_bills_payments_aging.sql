-- Invoices and Bills screens, database side (issue 13, points 5-12):
--
--   * Payments become records of their own: public.invoice_payments and public.bill_payments (date,
--     amount, method, check number or reference, the deposit / paying account). Each payment posts
--     its own entry (invoice: debit the deposit account, credit Accounts Receivable; bill: debit
--     Accounts Payable, credit the paying account) and raises the document's amount_paid; the
--     document is 'paid' when nothing is left. A payment is final (correct it with a journal entry
--     or, before any payment, by voiding the document). The documents' old path (raising
--     amount_paid or setting status 'paid' directly, as the seed and older tests do) still works:
--     it now writes a payment row on the cash account, which posts the same entry as before.
--   * Invoice lines carry a project; vendors a default expense account (used by bill lines that
--     name no account) and a 1099 flag; invoices payment terms; bills the attachment's path in the
--     private documents bucket (<org>/bills/<bill_id>/<file>).
--   * Display states are derived, never stored: an issued invoice is sent, partially paid, paid or
--     overdue (past its due date with a balance); an approved bill is approved, partially paid, paid
--     or overdue (private.document_state).
--   * RPCs: search_invoices / search_bills (server-paged, filters, totals in SQL), get_invoice /
--     get_bill (the record with lines and payments; null when unknown or not the caller's),
--     save_invoice / save_bill (header and lines in one call, as the caller under RLS),
--     list_customers / list_vendors (open and overdue balances), pay_bills (a batch of payments in
--     one transaction), ar_aging / ap_aging (buckets as of a date, tied to the ledger: the
--     difference between the receivable / payable account's balance and the open documents is
--     shown as its own line, so the total always equals the ledger), and
--     notify_overdue_documents (notifications that link to the record itself).

alter table public.invoices add column if not exists terms text check (terms is null or length(terms) <= 60);
alter table public.invoice_lines add column if not exists project_id uuid;
alter table public.invoice_lines add constraint invoice_lines_project_fk
  foreign key (project_id, organization_id) references public.projects (id, organization_id);
create index if not exists invoice_lines_project_idx on public.invoice_lines (project_id) where project_id is not null;

alter table public.vendors add column if not exists default_expense_account_id uuid;
alter table public.vendors add column if not exists is_1099 boolean not null default false;
alter table public.vendors add constraint vendors_default_expense_account_fk
  foreign key (default_expense_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (default_expense_account_id);

alter table public.bills add column if not exists attachment_path text
  check (attachment_path is null or length(attachment_path) <= 500);
alter table public.bills add column if not exists attachment_name text
  check (attachment_name is null or length(attachment_name) <= 255);
-- The attachment lives in the bill's own folder of its organization.
alter table public.bills add constraint bills_attachment_folder
  check (attachment_path is null or attachment_path like organization_id::text || '/bills/' || id::text || '/%');

create index if not exists invoices_org_due_idx on public.invoices (organization_id, due_date) where status not in ('draft', 'void');
create index if not exists bills_org_due_idx on public.bills (organization_id, due_date) where status not in ('draft', 'void');

-- A vendor's default expense account is one a bill line may be debited to.
create or replace function private.check_vendor_default_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.default_expense_account_id is not null and not private.is_bill_line_account(new.default_expense_account_id) then
    raise exception 'A vendor''s default account is an Expenses or Assets account' using errcode = '23514';
  end if;
  return new;
end;
$$;
create trigger vendors_default_account_kind
  before insert or update of default_expense_account_id on public.vendors
  for each row execute function private.check_vendor_default_account();

create table public.invoice_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_id uuid not null,
  payment_date date not null default current_date,
  amount numeric(14, 2) not null check (amount > 0),
  method text not null default 'check' check (method in ('cash', 'check', 'card', 'ach', 'wire', 'other')),
  reference text check (reference is null or length(reference) <= 60),
  account_id uuid,
  notes text check (notes is null or length(notes) <= 500),
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (invoice_id, organization_id) references public.invoices (id, organization_id) on delete cascade,
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index invoice_payments_invoice_idx on public.invoice_payments (invoice_id, payment_date);
create index invoice_payments_org_date_idx on public.invoice_payments (organization_id, payment_date);

create table public.bill_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  bill_id uuid not null,
  payment_date date not null default current_date,
  amount numeric(14, 2) not null check (amount > 0),
  method text not null default 'check' check (method in ('cash', 'check', 'card', 'ach', 'wire', 'other')),
  reference text check (reference is null or length(reference) <= 60),
  account_id uuid,
  notes text check (notes is null or length(notes) <= 500),
  journal_entry_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (bill_id, organization_id) references public.bills (id, organization_id) on delete cascade,
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index bill_payments_bill_idx on public.bill_payments (bill_id, payment_date);
create index bill_payments_org_date_idx on public.bill_payments (organization_id, payment_date);

-- RLS as for the documents: members read, owners/admins/members record, nobody edits or deletes a
-- payment (the trigger refuses it too). Audit and the ended-trial guard as on every tenant table.
do $$
declare
  t text;
  v_write text := 'public.has_org_role(organization_id, array[''owner'', ''admin'', ''member''])';
begin
  foreach t in array array['invoice_payments', 'bill_payments'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('create policy members_read on public.%I for select to authenticated using (organization_id in (select public.user_organization_ids()))', t);
    execute format('create policy editors_insert on public.%I for insert to authenticated with check (%s)', t, v_write);
    execute format('create trigger audit_insert after insert on public.%I referencing new table as new_rows for each statement execute function private.audit_statement()', t);
    execute format('create trigger audit_update after update on public.%I referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement()', t);
    execute format('create trigger audit_delete after delete on public.%I referencing old table as old_rows for each statement execute function private.audit_statement()', t);
    perform private.install_trial_write_guard(t);
  end loop;
end;
$$;
grant select, insert on public.invoice_payments, public.bill_payments to authenticated;

-- True while a document and its payment are being written together (the payment's trigger raised
-- the document's amount_paid, or the document's trigger wrote the payment): the other side must
-- neither post again nor write back.
create or replace function private.in_payment_sync()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('missionbase.document_payment_sync', true), '') = 'on'
$$;

create or replace function private.post_invoice_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_account public.accounts;
  v_sync boolean := private.in_payment_sync();
begin
  if tg_op = 'DELETE' then
    if not private.organization_gone(old.organization_id) and exists (select 1 from public.invoices i where i.id = old.invoice_id) then
      raise exception 'A recorded payment cannot be deleted; record a correcting journal entry instead' using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    raise exception 'A recorded payment cannot be changed; record a correcting journal entry instead' using errcode = '42501';
  end if;
  select * into v_invoice from public.invoices i where i.id = new.invoice_id and i.organization_id = new.organization_id;
  if not found then
    raise exception 'Invoice not found' using errcode = 'P0002';
  end if;
  if not v_sync then
    if v_invoice.status = 'draft' then
      raise exception 'A draft invoice cannot be paid; issue it first' using errcode = '23514';
    end if;
    if v_invoice.status = 'void' then
      raise exception 'A void invoice cannot be paid' using errcode = '23514';
    end if;
    if new.amount > v_invoice.total - v_invoice.amount_paid then
      raise exception 'The payment of % is more than the balance due of %', new.amount, v_invoice.total - v_invoice.amount_paid using errcode = '23514';
    end if;
  end if;
  if new.payment_date < v_invoice.issue_date then
    raise exception 'A payment cannot be dated before the invoice (issued %)', v_invoice.issue_date using errcode = '23514';
  end if;
  new.account_id := coalesce(new.account_id, private.cash_account(new.organization_id));
  select * into v_account from public.accounts a where a.id = new.account_id;
  if v_account.category is distinct from 'Assets' or v_account.system_key = 'accounts_receivable' then
    raise exception 'A payment is deposited to a bank or other Assets account' using errcode = '23514';
  end if;
  new.journal_entry_id := private.post_entry(new.organization_id, new.payment_date,
    'Payment for invoice ' || v_invoice.invoice_number || ' - ' || v_invoice.customer_name, 'invoice_payment', v_invoice.id,
    jsonb_build_array(
      jsonb_build_object('account_id', new.account_id, 'fund_id', v_invoice.fund_id, 'project_id', v_invoice.project_id, 'debit', new.amount),
      jsonb_build_object('account_id', private.system_account(new.organization_id, 'accounts_receivable'), 'fund_id', v_invoice.fund_id,
                         'project_id', v_invoice.project_id, 'credit', new.amount)),
    coalesce(nullif(new.reference, ''), v_invoice.invoice_number));
  if not v_sync then
    perform set_config('missionbase.document_payment_sync', 'on', true);
    update public.invoices i
    set amount_paid = i.amount_paid + new.amount,
        paid_date = greatest(coalesce(i.paid_date, new.payment_date), new.payment_date),
        status = case when i.amount_paid + new.amount >= i.total then 'paid' else i.status end
    where i.id = v_invoice.id;
    perform set_config('missionbase.document_payment_sync', 'off', true);
  end if;
  return new;
end;
$$;

create trigger invoice_payments_post
  before insert or update or delete on public.invoice_payments
  for each row execute function private.post_invoice_payment();

create or replace function private.post_bill_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bill public.bills;
  v_account public.accounts;
  v_sync boolean := private.in_payment_sync();
begin
  if tg_op = 'DELETE' then
    if not private.organization_gone(old.organization_id) and exists (select 1 from public.bills b where b.id = old.bill_id) then
      raise exception 'A recorded payment cannot be deleted; record a correcting journal entry instead' using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    raise exception 'A recorded payment cannot be changed; record a correcting journal entry instead' using errcode = '42501';
  end if;
  select * into v_bill from public.bills b where b.id = new.bill_id and b.organization_id = new.organization_id;
  if not found then
    raise exception 'Bill not found' using errcode = 'P0002';
  end if;
  if not v_sync then
    if v_bill.status = 'draft' then
      raise exception 'A draft bill cannot be paid; approve it first' using errcode = '23514';
    end if;
    if v_bill.status = 'void' then
      raise exception 'A void bill cannot be paid' using errcode = '23514';
    end if;
    if new.amount > v_bill.total - v_bill.amount_paid then
      raise exception 'The payment of % is more than the balance due of % on bill %', new.amount, v_bill.total - v_bill.amount_paid, v_bill.bill_number using errcode = '23514';
    end if;
  end if;
  if new.payment_date < v_bill.bill_date then
    raise exception 'A payment cannot be dated before the bill (dated %)', v_bill.bill_date using errcode = '23514';
  end if;
  new.account_id := coalesce(new.account_id, private.cash_account(new.organization_id));
  select * into v_account from public.accounts a where a.id = new.account_id;
  if v_account.category is distinct from 'Assets' then
    raise exception 'A bill is paid from a bank or other Assets account' using errcode = '23514';
  end if;
  new.journal_entry_id := private.post_entry(new.organization_id, new.payment_date,
    'Payment of bill ' || v_bill.bill_number || ' - ' || v_bill.vendor_name, 'bill_payment', v_bill.id,
    jsonb_build_array(
      jsonb_build_object('account_id', private.system_account(new.organization_id, 'accounts_payable'), 'fund_id', v_bill.fund_id, 'debit', new.amount),
      jsonb_build_object('account_id', new.account_id, 'fund_id', v_bill.fund_id, 'credit', new.amount)),
    coalesce(nullif(new.reference, ''), v_bill.bill_number));
  if not v_sync then
    perform set_config('missionbase.document_payment_sync', 'on', true);
    update public.bills b
    set amount_paid = b.amount_paid + new.amount,
        paid_date = greatest(coalesce(b.paid_date, new.payment_date), new.payment_date),
        status = case when b.amount_paid + new.amount >= b.total then 'paid' else b.status end
    where b.id = v_bill.id;
    perform set_config('missionbase.document_payment_sync', 'off', true);
  end if;
  return new;
end;
$$;

create trigger bill_payments_post
  before insert or update or delete on public.bill_payments
  for each row execute function private.post_bill_payment();

-- The invoice's posting as before, with two changes: each line's project (else the invoice's) on
-- its revenue line, and payments written as invoice_payments rows (which post them).
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
    if new.amount_paid > 0 then
      raise exception 'Record an invoice''s payments after it is issued' using errcode = '23514';
    end if;
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
                                            'fund_id', v_fund, 'project_id', coalesce(l.project_id, new.project_id), 'credit', l.amount, 'description', l.description) order by l.line_number)
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
  if v_paid_delta > 0 and not private.in_payment_sync() then
    -- Raised directly (not through a payment): record it as a payment into the cash account.
    perform set_config('missionbase.document_payment_sync', 'on', true);
    insert into public.invoice_payments (organization_id, invoice_id, payment_date, amount, method, account_id)
    values (new.organization_id, new.id, coalesce(new.paid_date, current_date), v_paid_delta, 'other', private.cash_account(new.organization_id));
    perform set_config('missionbase.document_payment_sync', 'off', true);
  end if;
  return new;
end;
$$;

-- The bill's posting as before, with the vendor's default expense account for lines that name
-- none, and payments written as bill_payments rows.
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
  v_vendor_account uuid;
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
    if new.amount_paid > 0 then
      raise exception 'Record a bill''s payments after it is approved' using errcode = '23514';
    end if;
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
    select v.default_expense_account_id into v_vendor_account from public.vendors v where v.id = new.vendor_id;
    new.journal_entry_id := private.post_entry(new.organization_id, new.bill_date,
      'Bill ' || new.bill_number || ' - ' || new.vendor_name, 'bill', new.id,
      coalesce((
        select jsonb_agg(jsonb_build_object('account_id', coalesce(l.account_id, v_vendor_account, s.default_expense_account_id, private.system_account(new.organization_id, 'uncategorized_expense')),
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
  if v_paid_delta > 0 and not private.in_payment_sync() then
    perform set_config('missionbase.document_payment_sync', 'on', true);
    insert into public.bill_payments (organization_id, bill_id, payment_date, amount, method, account_id)
    values (new.organization_id, new.id, coalesce(new.paid_date, current_date), v_paid_delta, 'other', private.cash_account(new.organization_id));
    perform set_config('missionbase.document_payment_sync', 'off', true);
  end if;
  return new;
end;
$$;

-- Payments recorded before this migration (entries only) become payment rows, without posting again.
do $$
begin
  perform set_config('missionbase.document_payment_sync', 'on', true);
  alter table public.invoice_payments disable trigger invoice_payments_post;
  alter table public.bill_payments disable trigger bill_payments_post;
  insert into public.invoice_payments (organization_id, invoice_id, payment_date, amount, method, account_id, journal_entry_id, created_by, created_at)
  select e.organization_id, e.source_id, e.entry_date, l.credit, 'other', d.account_id, e.id, e.created_by, e.created_at
  from public.journal_entries e
  join public.journal_entry_lines l on l.journal_entry_id = e.id and l.credit > 0
  join public.journal_entry_lines d on d.journal_entry_id = e.id and d.debit > 0
  where e.source_type = 'invoice_payment' and exists (select 1 from public.invoices i where i.id = e.source_id);
  insert into public.bill_payments (organization_id, bill_id, payment_date, amount, method, account_id, journal_entry_id, created_by, created_at)
  select e.organization_id, e.source_id, e.entry_date, l.debit, 'other', c.account_id, e.id, e.created_by, e.created_at
  from public.journal_entries e
  join public.journal_entry_lines l on l.journal_entry_id = e.id and l.debit > 0
  join public.journal_entry_lines c on c.journal_entry_id = e.id and c.credit > 0
  where e.source_type = 'bill_payment' and exists (select 1 from public.bills b where b.id = e.source_id);
  alter table public.invoice_payments enable trigger invoice_payments_post;
  alter table public.bill_payments enable trigger bill_payments_post;
  perform set_config('missionbase.document_payment_sync', 'off', true);
end;
$$;

-- The state a person reads on an invoice or a bill, derived from what is stored and today's date.
create or replace function private.document_state(p_kind text, p_status text, p_total numeric, p_amount_paid numeric, p_due_date date, p_today date)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_status in ('void', 'draft') then p_status
    when p_status = 'paid' or p_amount_paid >= p_total then 'paid'
    when p_due_date < p_today then 'overdue'
    when p_amount_paid > 0 then 'partially_paid'
    when p_kind = 'invoice' then 'sent'
    else 'approved'
  end
$$;

create or replace function public.search_invoices(
  p_organization_id uuid,
  p_status text default null,
  p_customer_id uuid default null,
  p_from date default null,
  p_to date default null,
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
  v_direction text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_status text := nullif(btrim(coalesce(p_status, '')), '');
  v_sort text;
  v_result json;
begin
  perform private.require_member(p_organization_id);
  if v_status is not null and v_status not in ('draft', 'sent', 'partially_paid', 'paid', 'overdue', 'void', 'open') then
    raise exception 'Unknown invoice status: %', v_status using errcode = '22023';
  end if;
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('f.issue_date %1$s, f.invoice_number %1$s, f.id', v_direction)
    when 'due' then format('f.due_date %1$s, f.invoice_number %1$s, f.id', v_direction)
    when 'number' then format('f.invoice_number %1$s, f.id', v_direction)
    when 'customer' then format('f.customer_name %1$s, f.issue_date desc, f.id', v_direction)
    when 'total' then format('f.total %1$s, f.issue_date desc, f.id', v_direction)
    when 'balance' then format('f.balance %1$s, f.due_date, f.id', v_direction)
    when 'status' then format('f.state %1$s, f.due_date, f.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort invoices by %', p_sort using errcode = '22023';
  end if;
  execute format(
    $q$with f as (
         select x.* from (
           select i.*, i.total - i.amount_paid as balance,
                  private.document_state('invoice', i.status, i.total, i.amount_paid, i.due_date, $2) as state
           from public.invoices i
           where i.organization_id = $1
             and ($3::uuid is null or i.customer_id = $3)
             and ($4::date is null or i.issue_date >= $4)
             and ($5::date is null or i.issue_date <= $5)
             and ($6::text is null or i.invoice_number ilike $6 or i.customer_name ilike $6 or i.customer_email ilike $6 or i.notes ilike $6)) x
         where $7::text is null or x.state = $7 or ($7 = 'open' and x.state in ('sent', 'partially_paid', 'overdue')))
       select json_build_object(
         'total', (select count(*) from f),
         'totals', (select json_build_object(
             'count', count(*),
             'total', coalesce(sum(f.total) filter (where f.state not in ('void', 'draft')), 0)::text,
             'paid', coalesce(sum(f.amount_paid) filter (where f.state <> 'void'), 0)::text,
             'balance', coalesce(sum(f.balance) filter (where f.state not in ('void', 'draft')), 0)::text,
             'overdue', coalesce(sum(f.balance) filter (where f.state = 'overdue'), 0)::text,
             'draft', coalesce(sum(f.total) filter (where f.state = 'draft'), 0)::text) from f),
         'rows', (select coalesce(json_agg(json_build_object(
             'id', f.id, 'invoice_number', f.invoice_number, 'customer_id', f.customer_id, 'customer_name', f.customer_name,
             'customer_email', f.customer_email, 'issue_date', f.issue_date, 'due_date', f.due_date, 'terms', f.terms,
             'status', f.status, 'state', f.state, 'total', f.total::text, 'amount_paid', f.amount_paid::text,
             'balance', f.balance::text, 'paid_date', f.paid_date, 'fund_id', f.fund_id, 'fund_name', fu.name,
             'project_id', f.project_id, 'notes', f.notes, 'days_overdue', case when f.state = 'overdue' then $2 - f.due_date else 0 end,
             'updated_at', f.updated_at) order by %1$s), '[]'::json)
           from (select * from f order by %1$s limit $8 offset $9) f
           left join public.funds fu on fu.id = f.fund_id))$q$, v_sort)
    into v_result
    using p_organization_id, private.today_for_organization(p_organization_id), p_customer_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset;
  return v_result;
end;
$$;

create or replace function public.search_bills(
  p_organization_id uuid,
  p_status text default null,
  p_vendor_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0,
  p_due_by date default null
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
  v_direction text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_status text := nullif(btrim(coalesce(p_status, '')), '');
  v_sort text;
  v_result json;
begin
  perform private.require_member(p_organization_id);
  if v_status is not null and v_status not in ('draft', 'approved', 'partially_paid', 'paid', 'overdue', 'void', 'open') then
    raise exception 'Unknown bill status: %', v_status using errcode = '22023';
  end if;
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('f.bill_date %1$s, f.bill_number %1$s, f.id', v_direction)
    when 'due' then format('f.due_date %1$s, f.bill_number %1$s, f.id', v_direction)
    when 'number' then format('f.bill_number %1$s, f.id', v_direction)
    when 'vendor' then format('f.vendor_name %1$s, f.bill_date desc, f.id', v_direction)
    when 'total' then format('f.total %1$s, f.bill_date desc, f.id', v_direction)
    when 'balance' then format('f.balance %1$s, f.due_date, f.id', v_direction)
    when 'status' then format('f.state %1$s, f.due_date, f.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort bills by %', p_sort using errcode = '22023';
  end if;
  execute format(
    $q$with f as (
         select x.* from (
           select b.*, b.total - b.amount_paid as balance,
                  private.document_state('bill', b.status, b.total, b.amount_paid, b.due_date, $2) as state
           from public.bills b
           where b.organization_id = $1
             and ($3::uuid is null or b.vendor_id = $3)
             and ($4::date is null or b.bill_date >= $4)
             and ($5::date is null or b.bill_date <= $5)
             and ($10::date is null or b.due_date <= $10)
             and ($6::text is null or b.bill_number ilike $6 or b.vendor_name ilike $6 or b.vendor_reference ilike $6 or b.notes ilike $6)) x
         where $7::text is null or x.state = $7 or ($7 = 'open' and x.state in ('approved', 'partially_paid', 'overdue')))
       select json_build_object(
         'total', (select count(*) from f),
         'totals', (select json_build_object(
             'count', count(*),
             'total', coalesce(sum(f.total) filter (where f.state not in ('void', 'draft')), 0)::text,
             'paid', coalesce(sum(f.amount_paid) filter (where f.state <> 'void'), 0)::text,
             'balance', coalesce(sum(f.balance) filter (where f.state not in ('void', 'draft')), 0)::text,
             'overdue', coalesce(sum(f.balance) filter (where f.state = 'overdue'), 0)::text,
             'draft', coalesce(sum(f.total) filter (where f.state = 'draft'), 0)::text) from f),
         'rows', (select coalesce(json_agg(json_build_object(
             'id', f.id, 'bill_number', f.bill_number, 'vendor_id', f.vendor_id, 'vendor_name', f.vendor_name,
             'vendor_reference', f.vendor_reference, 'bill_date', f.bill_date, 'due_date', f.due_date,
             'status', f.status, 'state', f.state, 'total', f.total::text, 'amount_paid', f.amount_paid::text,
             'balance', f.balance::text, 'paid_date', f.paid_date, 'fund_id', f.fund_id, 'fund_name', fu.name,
             'notes', f.notes, 'attachment_path', f.attachment_path, 'attachment_name', f.attachment_name,
             'days_overdue', case when f.state = 'overdue' then $2 - f.due_date else 0 end,
             'updated_at', f.updated_at) order by %1$s), '[]'::json)
           from (select * from f order by %1$s limit $8 offset $9) f
           left join public.funds fu on fu.id = f.fund_id))$q$, v_sort)
    into v_result
    using p_organization_id, private.today_for_organization(p_organization_id), p_vendor_id, p_from, p_to, v_pattern, v_status, v_limit, v_offset, p_due_by;
  return v_result;
end;
$$;

-- One invoice with its lines and payments; null when there is none by that id the caller may see
-- (the page's "not found").
create or replace function public.get_invoice(p_invoice_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_today date;
begin
  select * into v_invoice from public.invoices i where i.id = p_invoice_id;
  if not found or not public.is_org_member(v_invoice.organization_id) then
    return null;
  end if;
  v_today := private.today_for_organization(v_invoice.organization_id);
  return json_build_object(
    'id', v_invoice.id, 'organization_id', v_invoice.organization_id, 'invoice_number', v_invoice.invoice_number,
    'customer_id', v_invoice.customer_id, 'customer_name', v_invoice.customer_name, 'customer_email', v_invoice.customer_email,
    'customer_address', (select c.address from public.customers c where c.id = v_invoice.customer_id),
    'issue_date', v_invoice.issue_date, 'due_date', v_invoice.due_date, 'terms', v_invoice.terms,
    'status', v_invoice.status,
    'state', private.document_state('invoice', v_invoice.status, v_invoice.total, v_invoice.amount_paid, v_invoice.due_date, v_today),
    'total', v_invoice.total::text, 'amount_paid', v_invoice.amount_paid::text, 'balance', (v_invoice.total - v_invoice.amount_paid)::text,
    'paid_date', v_invoice.paid_date, 'fund_id', v_invoice.fund_id, 'fund_name', (select f.name from public.funds f where f.id = v_invoice.fund_id),
    'project_id', v_invoice.project_id, 'notes', v_invoice.notes, 'journal_entry_id', v_invoice.journal_entry_id,
    'void_entry_id', (select e.id from public.journal_entries e where e.reverses_entry_id = v_invoice.journal_entry_id),
    'created_at', v_invoice.created_at, 'updated_at', v_invoice.updated_at,
    'lines', coalesce((
      select json_agg(json_build_object(
        'id', l.id, 'line_number', l.line_number, 'description', l.description, 'quantity', l.quantity::text,
        'unit_price', l.unit_price::text, 'amount', l.amount::text, 'account_id', l.account_id,
        'account_label', a.code || ' ' || a.name, 'project_id', l.project_id, 'project_name', p.name) order by l.line_number, l.created_at)
      from public.invoice_lines l
      left join public.accounts a on a.id = l.account_id
      left join public.projects p on p.id = l.project_id
      where l.invoice_id = v_invoice.id), '[]'::json),
    'payments', coalesce((
      select json_agg(json_build_object(
        'id', p.id, 'payment_date', p.payment_date, 'amount', p.amount::text, 'method', p.method, 'reference', p.reference,
        'account_id', p.account_id, 'account_label', a.code || ' ' || a.name, 'notes', p.notes,
        'journal_entry_id', p.journal_entry_id) order by p.payment_date, p.created_at)
      from public.invoice_payments p
      left join public.accounts a on a.id = p.account_id
      where p.invoice_id = v_invoice.id), '[]'::json));
end;
$$;

create or replace function public.get_bill(p_bill_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_bill public.bills;
  v_today date;
begin
  select * into v_bill from public.bills b where b.id = p_bill_id;
  if not found or not public.is_org_member(v_bill.organization_id) then
    return null;
  end if;
  v_today := private.today_for_organization(v_bill.organization_id);
  return json_build_object(
    'id', v_bill.id, 'organization_id', v_bill.organization_id, 'bill_number', v_bill.bill_number,
    'vendor_id', v_bill.vendor_id, 'vendor_name', v_bill.vendor_name, 'vendor_reference', v_bill.vendor_reference,
    'vendor_is_1099', coalesce((select v.is_1099 from public.vendors v where v.id = v_bill.vendor_id), false),
    'bill_date', v_bill.bill_date, 'due_date', v_bill.due_date, 'status', v_bill.status,
    'state', private.document_state('bill', v_bill.status, v_bill.total, v_bill.amount_paid, v_bill.due_date, v_today),
    'total', v_bill.total::text, 'amount_paid', v_bill.amount_paid::text, 'balance', (v_bill.total - v_bill.amount_paid)::text,
    'paid_date', v_bill.paid_date, 'fund_id', v_bill.fund_id, 'fund_name', (select f.name from public.funds f where f.id = v_bill.fund_id),
    'notes', v_bill.notes, 'journal_entry_id', v_bill.journal_entry_id,
    'attachment_path', v_bill.attachment_path, 'attachment_name', v_bill.attachment_name,
    'void_entry_id', (select e.id from public.journal_entries e where e.reverses_entry_id = v_bill.journal_entry_id),
    'created_at', v_bill.created_at, 'updated_at', v_bill.updated_at,
    'lines', coalesce((
      select json_agg(json_build_object(
        'id', l.id, 'line_number', l.line_number, 'description', l.description, 'quantity', l.quantity::text,
        'unit_price', l.unit_price::text, 'amount', l.amount::text, 'account_id', l.account_id,
        'account_label', a.code || ' ' || a.name, 'project_id', l.project_id, 'project_name', p.name) order by l.line_number, l.created_at)
      from public.bill_lines l
      left join public.accounts a on a.id = l.account_id
      left join public.projects p on p.id = l.project_id
      where l.bill_id = v_bill.id), '[]'::json),
    'payments', coalesce((
      select json_agg(json_build_object(
        'id', p.id, 'payment_date', p.payment_date, 'amount', p.amount::text, 'method', p.method, 'reference', p.reference,
        'account_id', p.account_id, 'account_label', a.code || ' ' || a.name, 'notes', p.notes,
        'journal_entry_id', p.journal_entry_id) order by p.payment_date, p.created_at)
      from public.bill_payments p
      left join public.accounts a on a.id = p.account_id
      where p.bill_id = v_bill.id), '[]'::json));
end;
$$;

-- Saves an invoice's header and (while it is a draft) its lines in one transaction; p_issue then
-- issues it (status 'sent', which posts the receivable). An issued invoice keeps its amounts,
-- fund and date (post_invoice refuses them): only its due date, terms, e-mail and notes change.
-- p_lines: [{description, quantity, unit_price, account_id, project_id}] in order.
create or replace function public.save_invoice(
  p_organization_id uuid,
  p_invoice_id uuid,
  p_invoice jsonb,
  p_lines jsonb default null,
  p_issue boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := p_invoice_id;
  v_status text;
  v_customer public.customers;
  v_name text;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change invoices');
  if p_lines is not null and jsonb_typeof(p_lines) <> 'array' then
    raise exception 'p_lines must be a JSON array of lines' using errcode = '22023';
  end if;
  if nullif(p_invoice ->> 'customer_id', '') is not null then
    select * into v_customer from public.customers c
    where c.id = (p_invoice ->> 'customer_id')::uuid and c.organization_id = p_organization_id;
    if not found then
      raise exception 'Customer not found' using errcode = 'P0002';
    end if;
  end if;
  v_name := coalesce(v_customer.name, nullif(btrim(p_invoice ->> 'customer_name'), ''));
  if v_name is null then
    raise exception 'Choose the customer' using errcode = '23514';
  end if;

  if v_id is null then
    insert into public.invoices (organization_id, invoice_number, customer_id, customer_name, customer_email, issue_date, due_date, terms, fund_id, project_id, notes)
    values (p_organization_id, '', v_customer.id, v_name,
            coalesce(nullif(p_invoice ->> 'customer_email', ''), v_customer.email),
            coalesce((p_invoice ->> 'issue_date')::date, private.today_for_organization(p_organization_id)),
            coalesce((p_invoice ->> 'due_date')::date, coalesce((p_invoice ->> 'issue_date')::date, private.today_for_organization(p_organization_id)) + 30),
            nullif(p_invoice ->> 'terms', ''), nullif(p_invoice ->> 'fund_id', '')::uuid, nullif(p_invoice ->> 'project_id', '')::uuid,
            nullif(p_invoice ->> 'notes', ''))
    returning id into v_id;
    v_status := 'draft';
  else
    select i.status into v_status from public.invoices i where i.id = v_id and i.organization_id = p_organization_id for update;
    if not found then
      raise exception 'Invoice not found' using errcode = 'P0002';
    end if;
    if v_status = 'void' then
      raise exception 'A void invoice cannot be changed' using errcode = '23514';
    end if;
    if v_status = 'draft' then
      update public.invoices i set
        customer_id = v_customer.id, customer_name = v_name,
        customer_email = coalesce(nullif(p_invoice ->> 'customer_email', ''), v_customer.email),
        issue_date = coalesce((p_invoice ->> 'issue_date')::date, i.issue_date),
        due_date = coalesce((p_invoice ->> 'due_date')::date, i.due_date),
        terms = nullif(p_invoice ->> 'terms', ''),
        fund_id = nullif(p_invoice ->> 'fund_id', '')::uuid,
        project_id = nullif(p_invoice ->> 'project_id', '')::uuid,
        notes = nullif(p_invoice ->> 'notes', '')
      where i.id = v_id;
    else
      if p_lines is not null then
        raise exception 'Lines of an issued invoice cannot be changed' using errcode = '42501';
      end if;
      update public.invoices i set
        customer_email = nullif(p_invoice ->> 'customer_email', ''),
        due_date = coalesce((p_invoice ->> 'due_date')::date, i.due_date),
        terms = nullif(p_invoice ->> 'terms', ''),
        notes = nullif(p_invoice ->> 'notes', '')
      where i.id = v_id;
    end if;
  end if;

  if p_lines is not null and v_status = 'draft' then
    delete from public.invoice_lines l where l.invoice_id = v_id;
    insert into public.invoice_lines (organization_id, invoice_id, description, quantity, unit_price, account_id, project_id, line_number)
    select p_organization_id, v_id, coalesce(l ->> 'description', ''), coalesce((l ->> 'quantity')::numeric, 1),
           coalesce((l ->> 'unit_price')::numeric, 0), nullif(l ->> 'account_id', '')::uuid, nullif(l ->> 'project_id', '')::uuid, n::smallint
    from jsonb_array_elements(p_lines) with ordinality as t (l, n);
  end if;

  if p_issue and v_status = 'draft' then
    perform public.set_invoice_status(v_id, 'sent');
  end if;
  return v_id;
end;
$$;

create or replace function public.save_bill(
  p_organization_id uuid,
  p_bill_id uuid,
  p_bill jsonb,
  p_lines jsonb default null,
  p_approve boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := p_bill_id;
  v_status text;
  v_vendor public.vendors;
  v_name text;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change bills');
  if p_lines is not null and jsonb_typeof(p_lines) <> 'array' then
    raise exception 'p_lines must be a JSON array of lines' using errcode = '22023';
  end if;
  if nullif(p_bill ->> 'vendor_id', '') is not null then
    select * into v_vendor from public.vendors v
    where v.id = (p_bill ->> 'vendor_id')::uuid and v.organization_id = p_organization_id;
    if not found then
      raise exception 'Vendor not found' using errcode = 'P0002';
    end if;
  end if;
  v_name := coalesce(v_vendor.name, nullif(btrim(p_bill ->> 'vendor_name'), ''));
  if v_name is null then
    raise exception 'Choose the vendor' using errcode = '23514';
  end if;

  if v_id is null then
    insert into public.bills (organization_id, bill_number, vendor_id, vendor_name, vendor_reference, bill_date, due_date, fund_id, notes)
    values (p_organization_id, coalesce(nullif(btrim(p_bill ->> 'bill_number'), ''), ''), v_vendor.id, v_name, nullif(p_bill ->> 'vendor_reference', ''),
            coalesce((p_bill ->> 'bill_date')::date, private.today_for_organization(p_organization_id)),
            coalesce((p_bill ->> 'due_date')::date, coalesce((p_bill ->> 'bill_date')::date, private.today_for_organization(p_organization_id)) + 30),
            nullif(p_bill ->> 'fund_id', '')::uuid, nullif(p_bill ->> 'notes', ''))
    returning id into v_id;
    v_status := 'draft';
  else
    select b.status into v_status from public.bills b where b.id = v_id and b.organization_id = p_organization_id for update;
    if not found then
      raise exception 'Bill not found' using errcode = 'P0002';
    end if;
    if v_status = 'void' then
      raise exception 'A void bill cannot be changed' using errcode = '23514';
    end if;
    if v_status = 'draft' then
      update public.bills b set
        vendor_id = v_vendor.id, vendor_name = v_name,
        vendor_reference = nullif(p_bill ->> 'vendor_reference', ''),
        bill_date = coalesce((p_bill ->> 'bill_date')::date, b.bill_date),
        due_date = coalesce((p_bill ->> 'due_date')::date, b.due_date),
        fund_id = nullif(p_bill ->> 'fund_id', '')::uuid,
        notes = nullif(p_bill ->> 'notes', '')
      where b.id = v_id;
    else
      if p_lines is not null then
        raise exception 'Lines of an approved bill cannot be changed' using errcode = '42501';
      end if;
      update public.bills b set
        vendor_reference = nullif(p_bill ->> 'vendor_reference', ''),
        due_date = coalesce((p_bill ->> 'due_date')::date, b.due_date),
        notes = nullif(p_bill ->> 'notes', '')
      where b.id = v_id;
    end if;
  end if;

  if p_lines is not null and v_status = 'draft' then
    delete from public.bill_lines l where l.bill_id = v_id;
    insert into public.bill_lines (organization_id, bill_id, description, quantity, unit_price, account_id, project_id, line_number)
    select p_organization_id, v_id, coalesce(l ->> 'description', ''), coalesce((l ->> 'quantity')::numeric, 1),
           coalesce((l ->> 'unit_price')::numeric, 0), coalesce(nullif(l ->> 'account_id', '')::uuid, v_vendor.default_expense_account_id),
           nullif(l ->> 'project_id', '')::uuid, n::smallint
    from jsonb_array_elements(p_lines) with ordinality as t (l, n);
  end if;

  if p_approve and v_status = 'draft' then
    perform public.set_bill_status(v_id, 'approved');
  end if;
  return v_id;
end;
$$;

-- Issue ('sent') or void an invoice; the trigger posts or reverses and applies the rules.
create or replace function public.set_invoice_status(p_invoice_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices;
begin
  select * into v_invoice from public.invoices i where i.id = p_invoice_id;
  if not found or not public.is_org_member(v_invoice.organization_id) then
    raise exception 'Invoice not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_invoice.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change invoices');
  if p_status not in ('sent', 'void') then
    raise exception 'An invoice is issued (sent) or voided here; payments are recorded as payments' using errcode = '22023';
  end if;
  if p_status = 'sent' and v_invoice.status <> 'draft' then
    return;
  end if;
  if p_status = 'sent' and not exists (select 1 from public.invoice_lines l where l.invoice_id = p_invoice_id) then
    raise exception 'Add at least one line before issuing the invoice' using errcode = '23514';
  end if;
  update public.invoices i set status = p_status where i.id = p_invoice_id;
end;
$$;

-- Approve ('approved') or void a bill. Above the settings' approval threshold only owners and
-- admins approve.
create or replace function public.set_bill_status(p_bill_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bill public.bills;
  v_threshold numeric;
begin
  select * into v_bill from public.bills b where b.id = p_bill_id;
  if not found or not public.is_org_member(v_bill.organization_id) then
    raise exception 'Bill not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_bill.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change bills');
  if p_status not in ('approved', 'void') then
    raise exception 'A bill is approved or voided here; payments are recorded as payments' using errcode = '22023';
  end if;
  if p_status = 'approved' then
    if v_bill.status <> 'draft' then
      return;
    end if;
    if not exists (select 1 from public.bill_lines l where l.bill_id = p_bill_id) then
      raise exception 'Add at least one line before approving the bill' using errcode = '23514';
    end if;
    select s.bill_approval_threshold into v_threshold from public.organization_settings s where s.organization_id = v_bill.organization_id;
    if v_threshold is not null and v_bill.total > v_threshold then
      perform private.require_role(v_bill.organization_id, array['owner', 'admin'],
        format('Bills over %s are approved by an owner or an admin', v_threshold));
    end if;
    update public.bills b set status = 'open' where b.id = p_bill_id;
  else
    update public.bills b set status = 'void' where b.id = p_bill_id;
  end if;
end;
$$;

create or replace function public.record_invoice_payment(
  p_invoice_id uuid,
  p_payment_date date,
  p_amount numeric,
  p_method text default 'check',
  p_reference text default null,
  p_account_id uuid default null,
  p_notes text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_id uuid;
begin
  select * into v_invoice from public.invoices i where i.id = p_invoice_id;
  if not found or not public.is_org_member(v_invoice.organization_id) then
    raise exception 'Invoice not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_invoice.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot record payments');
  if p_amount is null or p_amount <= 0 then
    raise exception 'A payment is more than zero' using errcode = '23514';
  end if;
  insert into public.invoice_payments (organization_id, invoice_id, payment_date, amount, method, reference, account_id, notes)
  values (v_invoice.organization_id, p_invoice_id, coalesce(p_payment_date, private.today_for_organization(v_invoice.organization_id)),
          p_amount, coalesce(p_method, 'check'), nullif(btrim(coalesce(p_reference, '')), ''), p_account_id, nullif(p_notes, ''))
  returning id into v_id;
  return v_id;
end;
$$;

-- Pays one bill or a batch in one transaction (all or none): p_payments [{bill_id, amount}], one
-- payment date, method and paying account. A check number is per vendor: bills of the same vendor
-- share a check, the next vendor gets the next number (when the first one is a number).
create or replace function public.pay_bills(
  p_organization_id uuid,
  p_payments jsonb,
  p_payment_date date,
  p_method text default 'check',
  p_reference text default null,
  p_account_id uuid default null
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_vendor text := null;
  v_reference text := nullif(btrim(coalesce(p_reference, '')), '');
  v_first boolean := true;
  v_ids uuid[] := '{}';
  v_id uuid;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot pay bills');
  if jsonb_typeof(p_payments) is distinct from 'array' or jsonb_array_length(p_payments) = 0 then
    raise exception 'Choose at least one bill to pay' using errcode = '22023';
  end if;
  for v_row in
    select b.id, b.bill_number, coalesce(b.vendor_id::text, b.vendor_name) as vendor_key,
           coalesce(nullif(p ->> 'amount', '')::numeric, b.total - b.amount_paid) as amount
    from jsonb_array_elements(p_payments) as t (p)
    left join public.bills b on b.id = nullif(p ->> 'bill_id', '')::uuid and b.organization_id = p_organization_id
    order by b.vendor_name, b.due_date, b.bill_number
  loop
    if v_row.id is null then
      raise exception 'Bill not found' using errcode = 'P0002';
    end if;
    if v_row.amount is null or v_row.amount <= 0 then
      raise exception 'Bill % has nothing to pay', v_row.bill_number using errcode = '23514';
    end if;
    if not v_first and v_row.vendor_key is distinct from v_vendor and v_reference ~ '^[0-9]{1,18}$' then
      v_reference := (v_reference::numeric + 1)::text;
    end if;
    v_first := false;
    v_vendor := v_row.vendor_key;
    insert into public.bill_payments (organization_id, bill_id, payment_date, amount, method, reference, account_id)
    values (p_organization_id, v_row.id, coalesce(p_payment_date, private.today_for_organization(p_organization_id)), v_row.amount,
            coalesce(p_method, 'check'), v_reference, p_account_id)
    returning id into v_id;
    v_ids := v_ids || v_id;
  end loop;
  return json_build_object('payment_ids', to_json(v_ids), 'count', coalesce(array_length(v_ids, 1), 0));
end;
$$;

-- Customers with their open and overdue balances, paged and searched by the database.
create or replace function public.list_customers(
  p_organization_id uuid,
  p_search text default null,
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
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_today date;
begin
  perform private.require_member(p_organization_id);
  v_today := private.today_for_organization(p_organization_id);
  return (
    with c as (
      select c.* from public.customers c
      where c.organization_id = p_organization_id
        and (v_pattern is null or c.name ilike v_pattern or c.email ilike v_pattern or c.phone ilike v_pattern))
    select json_build_object(
      'total', (select count(*) from c),
      'rows', coalesce((
        select json_agg(json_build_object(
          'id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone, 'address', c.address, 'notes', c.notes,
          'invoice_count', coalesce(s.n, 0), 'open_balance', coalesce(s.open, 0)::text, 'overdue_balance', coalesce(s.overdue, 0)::text,
          'updated_at', c.updated_at) order by c.name, c.id)
        from (select * from c order by c.name, c.id limit v_limit offset v_offset) c
        left join lateral (
          select count(*) as n,
                 sum(i.total - i.amount_paid) filter (where i.status not in ('draft', 'void')) as open,
                 sum(i.total - i.amount_paid) filter (where i.status not in ('draft', 'void') and i.due_date < v_today) as overdue
          from public.invoices i where i.customer_id = c.id) s on true), '[]'::json)));
end;
$$;

create or replace function public.list_vendors(
  p_organization_id uuid,
  p_search text default null,
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
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_today date;
begin
  perform private.require_member(p_organization_id);
  v_today := private.today_for_organization(p_organization_id);
  return (
    with v as (
      select v.* from public.vendors v
      where v.organization_id = p_organization_id
        and (v_pattern is null or v.name ilike v_pattern or v.email ilike v_pattern or v.phone ilike v_pattern or v.tax_id ilike v_pattern))
    select json_build_object(
      'total', (select count(*) from v),
      'rows', coalesce((
        select json_agg(json_build_object(
          'id', v.id, 'name', v.name, 'email', v.email, 'phone', v.phone, 'address', v.address, 'tax_id', v.tax_id,
          'notes', v.notes, 'is_1099', v.is_1099, 'default_expense_account_id', v.default_expense_account_id,
          'default_expense_account_label', a.code || ' ' || a.name,
          'bill_count', coalesce(s.n, 0), 'open_balance', coalesce(s.open, 0)::text, 'overdue_balance', coalesce(s.overdue, 0)::text,
          'updated_at', v.updated_at) order by v.name, v.id)
        from (select * from v order by v.name, v.id limit v_limit offset v_offset) v
        left join public.accounts a on a.id = v.default_expense_account_id
        left join lateral (
          select count(*) as n,
                 sum(b.total - b.amount_paid) filter (where b.status not in ('draft', 'void')) as open,
                 sum(b.total - b.amount_paid) filter (where b.status not in ('draft', 'void') and b.due_date < v_today) as overdue
          from public.bills b where b.vendor_id = v.id) s on true), '[]'::json)));
end;
$$;

-- Aging as of a date (point 7 and 10). A document counts when it was issued/approved on or before
-- the date and not voided by then; what is open is its total less the payments dated on or before
-- it; the bucket is the days past its due date (current when not yet due). The receivable /
-- payable account's ledger balance as of the date is returned too, and any difference (entries
-- keyed straight onto the account, opening balances) is its own line, so the total equals the
-- ledger.
create or replace function private.aging_documents(p_organization_id uuid, p_kind text, p_as_of date)
returns table (party_id uuid, party_name text, document_id uuid, number text, due_date date, open numeric, days integer)
language sql
stable
security definer
set search_path = ''
as $$
  select x.* from (
    select i.customer_id, i.customer_name, i.id, i.invoice_number, i.due_date,
           i.total - coalesce((select sum(p.amount) from public.invoice_payments p where p.invoice_id = i.id and p.payment_date <= p_as_of), 0),
           p_as_of - i.due_date
    from public.invoices i
    where p_kind = 'invoice' and i.organization_id = p_organization_id and i.status <> 'draft' and i.journal_entry_id is not null
      and i.issue_date <= p_as_of
      and not exists (select 1 from public.journal_entries r where r.reverses_entry_id = i.journal_entry_id and r.entry_date <= p_as_of)
    union all
    select b.vendor_id, b.vendor_name, b.id, b.bill_number, b.due_date,
           b.total - coalesce((select sum(p.amount) from public.bill_payments p where p.bill_id = b.id and p.payment_date <= p_as_of), 0),
           p_as_of - b.due_date
    from public.bills b
    where p_kind = 'bill' and b.organization_id = p_organization_id and b.status <> 'draft' and b.journal_entry_id is not null
      and b.bill_date <= p_as_of
      and not exists (select 1 from public.journal_entries r where r.reverses_entry_id = b.journal_entry_id and r.entry_date <= p_as_of)
  ) x (party_id, party_name, document_id, number, due_date, open, days)
  where x.open <> 0
$$;

create or replace function private.document_aging(p_organization_id uuid, p_kind text, p_as_of date)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, private.today_for_organization(p_organization_id));
  v_account uuid := private.system_account(p_organization_id, case when p_kind = 'invoice' then 'accounts_receivable' else 'accounts_payable' end);
  v_ledger numeric;
begin
  select coalesce(sum(case when p_kind = 'invoice' then l.debit - l.credit else l.credit - l.debit end), 0) into v_ledger
  from public.journal_entry_lines l
  join public.journal_entries e on e.id = l.journal_entry_id
  where l.organization_id = p_organization_id and l.account_id = v_account and e.status = 'posted' and e.entry_date <= v_as_of;

  return (
    with d as (select * from private.aging_documents(p_organization_id, p_kind, v_as_of)),
    g as (
      select d.party_id, min(d.party_name) as party_name, count(*) as n,
             coalesce(sum(d.open) filter (where d.days <= 0), 0) as b0,
             coalesce(sum(d.open) filter (where d.days between 1 and 30), 0) as b1,
             coalesce(sum(d.open) filter (where d.days between 31 and 60), 0) as b2,
             coalesce(sum(d.open) filter (where d.days between 61 and 90), 0) as b3,
             coalesce(sum(d.open) filter (where d.days > 90), 0) as b4,
             sum(d.open) as total
      from d group by d.party_id, case when d.party_id is null then d.party_name end),
    t as (select coalesce(sum(d.open), 0) as documents,
                 coalesce(sum(d.open) filter (where d.days <= 0), 0) as b0,
                 coalesce(sum(d.open) filter (where d.days between 1 and 30), 0) as b1,
                 coalesce(sum(d.open) filter (where d.days between 31 and 60), 0) as b2,
                 coalesce(sum(d.open) filter (where d.days between 61 and 90), 0) as b3,
                 coalesce(sum(d.open) filter (where d.days > 90), 0) as b4
          from d)
    select json_build_object(
      'as_of', v_as_of,
      'account_id', v_account,
      'ledger_balance', v_ledger::text,
      'documents_total', t.documents::text,
      'other', (v_ledger - t.documents)::text,
      'rows', coalesce((select json_agg(json_build_object(
          'party_id', g.party_id, 'party_name', g.party_name, 'documents', g.n,
          'current', g.b0::text, 'days_1_30', g.b1::text, 'days_31_60', g.b2::text, 'days_61_90', g.b3::text, 'over_90', g.b4::text,
          'total', g.total::text) order by g.party_name, g.party_id) from g), '[]'::json),
      -- The other postings count as current: they have no due date.
      'totals', json_build_object(
          'current', (t.b0 + v_ledger - t.documents)::text, 'days_1_30', t.b1::text, 'days_31_60', t.b2::text,
          'days_61_90', t.b3::text, 'over_90', t.b4::text, 'total', v_ledger::text),
      'documents', coalesce((select json_agg(json_build_object(
          'id', d.document_id, 'number', d.number, 'party_id', d.party_id, 'party_name', d.party_name, 'due_date', d.due_date,
          'open', d.open::text, 'days_past_due', greatest(d.days, 0)) order by d.party_name, d.due_date, d.number) from d), '[]'::json))
    from t);
end;
$$;

create or replace function public.ar_aging(p_organization_id uuid, p_as_of date default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return private.document_aging(p_organization_id, 'invoice', p_as_of);
end;
$$;

create or replace function public.ap_aging(p_organization_id uuid, p_as_of date default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return private.document_aging(p_organization_id, 'bill', p_as_of);
end;
$$;

-- Notifications for invoices past due and bills due within a week (or past due), each linking to
-- the record itself; a document is announced once per state (no repeat while the same notice
-- exists). Returns how many were added. Called by the Invoices and Bills screens when they open
-- and by the demo seed; a daily job may call it too.
create or replace function private.notify_overdue_documents(p_organization_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.today_for_organization(p_organization_id);
  v_added integer := 0;
  v_count integer;
begin
  insert into public.notifications (organization_id, title, message, link)
  select i.organization_id, 'Invoice overdue',
         format('Invoice %s to %s is past its due date (%s) with %s open.', i.invoice_number, i.customer_name, i.due_date, to_char(i.total - i.amount_paid, 'FM999,999,999,990.00')),
         '/app/finance/invoices/' || i.id
  from public.invoices i
  where i.organization_id = p_organization_id and i.status not in ('draft', 'void', 'paid') and i.amount_paid < i.total and i.due_date < v_today
    and not exists (select 1 from public.notifications n where n.organization_id = p_organization_id and n.title = 'Invoice overdue' and n.link = '/app/finance/invoices/' || i.id);
  get diagnostics v_count = row_count;
  v_added := v_added + v_count;
  insert into public.notifications (organization_id, title, message, link)
  select b.organization_id, case when b.due_date < v_today then 'Bill overdue' else 'Bill due' end,
         format('Bill %s from %s is due %s: %s to pay.', b.bill_number, b.vendor_name, b.due_date, to_char(b.total - b.amount_paid, 'FM999,999,999,990.00')),
         '/app/finance/bills/' || b.id
  from public.bills b
  where b.organization_id = p_organization_id and b.status not in ('draft', 'void', 'paid') and b.amount_paid < b.total and b.due_date <= v_today + 7
    and not exists (select 1 from public.notifications n where n.organization_id = p_organization_id
                    and n.title = case when b.due_date < v_today then 'Bill overdue' else 'Bill due' end and n.link = '/app/finance/bills/' || b.id);
  get diagnostics v_count = row_count;
  return v_added + v_count;
end;
$$;

create or replace function public.notify_overdue_documents(p_organization_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return private.notify_overdue_documents(p_organization_id);
end;
$$;

revoke execute on function private.check_vendor_default_account() from public;
revoke execute on function private.post_invoice_payment() from public;
revoke execute on function private.post_bill_payment() from public;
revoke execute on function private.document_aging(uuid, text, date) from public;
revoke execute on function private.aging_documents(uuid, text, date) from public;
revoke execute on function private.notify_overdue_documents(uuid) from public;

revoke execute on function public.search_invoices(uuid, text, uuid, date, date, text, text, text, integer, integer) from public, anon;
revoke execute on function public.search_bills(uuid, text, uuid, date, date, text, text, text, integer, integer, date) from public, anon;
revoke execute on function public.get_invoice(uuid) from public, anon;
revoke execute on function public.get_bill(uuid) from public, anon;
revoke execute on function public.save_invoice(uuid, uuid, jsonb, jsonb, boolean) from public, anon;
revoke execute on function public.save_bill(uuid, uuid, jsonb, jsonb, boolean) from public, anon;
revoke execute on function public.set_invoice_status(uuid, text) from public, anon;
revoke execute on function public.set_bill_status(uuid, text) from public, anon;
revoke execute on function public.record_invoice_payment(uuid, date, numeric, text, text, uuid, text) from public, anon;
revoke execute on function public.pay_bills(uuid, jsonb, date, text, text, uuid) from public, anon;
revoke execute on function public.list_customers(uuid, text, integer, integer) from public, anon;
revoke execute on function public.list_vendors(uuid, text, integer, integer) from public, anon;
revoke execute on function public.ar_aging(uuid, date) from public, anon;
revoke execute on function public.ap_aging(uuid, date) from public, anon;
revoke execute on function public.notify_overdue_documents(uuid) from public, anon;

grant execute on function public.search_invoices(uuid, text, uuid, date, date, text, text, text, integer, integer) to authenticated, service_role;
grant execute on function public.search_bills(uuid, text, uuid, date, date, text, text, text, integer, integer, date) to authenticated, service_role;
grant execute on function public.get_invoice(uuid) to authenticated, service_role;
grant execute on function public.get_bill(uuid) to authenticated, service_role;
grant execute on function public.save_invoice(uuid, uuid, jsonb, jsonb, boolean) to authenticated, service_role;
grant execute on function public.save_bill(uuid, uuid, jsonb, jsonb, boolean) to authenticated, service_role;
grant execute on function public.set_invoice_status(uuid, text) to authenticated, service_role;
grant execute on function public.set_bill_status(uuid, text) to authenticated, service_role;
grant execute on function public.record_invoice_payment(uuid, date, numeric, text, text, uuid, text) to authenticated, service_role;
grant execute on function public.pay_bills(uuid, jsonb, date, text, text, uuid) to authenticated, service_role;
grant execute on function public.list_customers(uuid, text, integer, integer) to authenticated, service_role;
grant execute on function public.list_vendors(uuid, text, integer, integer) to authenticated, service_role;
grant execute on function public.ar_aging(uuid, date) to authenticated, service_role;
grant execute on function public.ap_aging(uuid, date) to authenticated, service_role;
grant execute on function public.notify_overdue_documents(uuid) to authenticated, service_role;
