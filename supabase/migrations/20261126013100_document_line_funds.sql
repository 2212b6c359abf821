-- A fund on each invoice and bill line (issue 13, points 5 and 8). The document's own fund_id stays
-- as the default for lines that name none. Issuing an invoice debits Accounts Receivable once per
-- fund (the sum of that fund's lines) and credits each line's revenue in the line's fund; approving
-- a bill debits each line in its fund and credits Accounts Payable once per fund. Every entry
-- therefore balances within each fund, as private.check_entry_balance requires.
--
-- Payments are split across the document's funds PRO RATA OF EACH FUND'S OPEN BALANCE at the time
-- of the payment (a fund's open balance = its lines less what earlier payments already took from it,
-- read from those payments' receivable/payable lines in the ledger). Each share is rounded to the
-- cent; the rounding difference goes to the fund with the largest open balance (ties: lowest fund
-- id). A payment of the whole balance therefore takes exactly each fund's open balance, so a paid
-- document leaves nothing open in any fund. A void reverses the issue entry line by line
-- (private.reverse_entry), fund by fund.

alter table public.invoice_lines add column if not exists fund_id uuid;
alter table public.bill_lines add column if not exists fund_id uuid;
alter table public.invoice_lines add constraint invoice_lines_fund_fk
  foreign key (fund_id, organization_id) references public.funds (id, organization_id);
alter table public.bill_lines add constraint bill_lines_fund_fk
  foreign key (fund_id, organization_id) references public.funds (id, organization_id);
create index if not exists invoice_lines_fund_idx on public.invoice_lines (fund_id);
create index if not exists bill_lines_fund_idx on public.bill_lines (fund_id);

-- Existing lines take their document's fund (what they were posted in). The lines' own triggers
-- (totals, the issued-document lock, audit) are held for this one backfill: nothing else changes.
alter table public.invoice_lines disable trigger user;
update public.invoice_lines l set fund_id = coalesce(i.fund_id, private.default_fund(l.organization_id))
from public.invoices i where i.id = l.invoice_id and l.fund_id is null;
alter table public.invoice_lines enable trigger user;
alter table public.bill_lines disable trigger user;
update public.bill_lines l set fund_id = coalesce(b.fund_id, private.default_fund(l.organization_id))
from public.bills b where b.id = l.bill_id and l.fund_id is null;
alter table public.bill_lines enable trigger user;

-- A line without a fund takes its document's fund (else the general fund); a fund of another
-- organization is refused in words rather than by the foreign key's message.
create or replace function private.document_line_fund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fund uuid;
begin
  if new.fund_id is null then
    if tg_table_name = 'invoice_lines' then
      select i.fund_id into v_fund from public.invoices i where i.id = new.invoice_id;
    else
      select b.fund_id into v_fund from public.bills b where b.id = new.bill_id;
    end if;
    new.fund_id := coalesce(v_fund, private.default_fund(new.organization_id));
  elsif not exists (select 1 from public.funds f where f.id = new.fund_id and f.organization_id = new.organization_id) then
    raise exception 'Fund not found' using errcode = 'P0002';
  end if;
  return new;
end;
$$;

create trigger invoice_lines_fund_default
  before insert or update of fund_id on public.invoice_lines
  for each row execute function private.document_line_fund();
create trigger bill_lines_fund_default
  before insert or update of fund_id on public.bill_lines
  for each row execute function private.document_line_fund();

alter table public.invoice_lines alter column fund_id set not null;
alter table public.bill_lines alter column fund_id set not null;

-- The shares of a payment of p_amount on an invoice or a bill, one row per fund (see the header).
create or replace function private.document_payment_shares(p_kind text, p_document_id uuid, p_amount numeric)
returns table (fund_id uuid, amount numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_org uuid;
  v_default uuid;
  v_account uuid;
begin
  if p_kind = 'invoice' then
    select i.organization_id, i.fund_id into v_org, v_default from public.invoices i where i.id = p_document_id;
    v_account := private.system_account(v_org, 'accounts_receivable');
  else
    select b.organization_id, b.fund_id into v_org, v_default from public.bills b where b.id = p_document_id;
    v_account := private.system_account(v_org, 'accounts_payable');
  end if;
  return query
  with billed as (
    select l.fund_id, sum(l.amount) as amount from public.invoice_lines l where p_kind = 'invoice' and l.invoice_id = p_document_id group by l.fund_id
    union all
    select l.fund_id, sum(l.amount) from public.bill_lines l where p_kind = 'bill' and l.bill_id = p_document_id group by l.fund_id
  ),
  paid as (
    select jl.fund_id, sum(jl.credit - jl.debit) as amount
    from public.invoice_payments p
    join public.journal_entry_lines jl on jl.journal_entry_id = p.journal_entry_id and jl.account_id = v_account
    where p_kind = 'invoice' and p.invoice_id = p_document_id group by jl.fund_id
    union all
    select jl.fund_id, sum(jl.debit - jl.credit)
    from public.bill_payments p
    join public.journal_entry_lines jl on jl.journal_entry_id = p.journal_entry_id and jl.account_id = v_account
    where p_kind = 'bill' and p.bill_id = p_document_id group by jl.fund_id
  ),
  open as (
    select b.fund_id, b.amount - coalesce(p.amount, 0) as amount
    from billed b left join paid p on p.fund_id = b.fund_id
    where b.amount - coalesce(p.amount, 0) > 0
  ),
  raw as (
    select o.fund_id, o.amount as open,
           case when p_amount >= t.total then o.amount else round(o.amount * p_amount / t.total, 2) end as share,
           row_number() over (order by o.amount desc, o.fund_id) as rank
    from open o cross join (select sum(o2.amount) as total from open o2) t
  ),
  adjusted as (
    select r.fund_id,
           r.share + case when r.rank = 1 then p_amount - (select sum(r2.share) from raw r2) else 0 end as amount
    from raw r
  )
  select a.fund_id, a.amount from adjusted a where a.amount <> 0
  union all
  -- Nothing open by line (a document without lines): the whole payment in the document's fund.
  select coalesce(v_default, private.default_fund(v_org)), p_amount where not exists (select 1 from open);
end;
$$;

-- As in 20261125012100, with the payment's two lines written once per fund share.
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
  v_ar uuid;
  v_lines jsonb;
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
  v_ar := private.system_account(new.organization_id, 'accounts_receivable');
  select jsonb_agg(x.line order by x.side, x.fund_id) into v_lines from (
    select 1 as side, s.fund_id, jsonb_build_object('account_id', new.account_id, 'fund_id', s.fund_id, 'project_id', v_invoice.project_id, 'debit', s.amount) as line
    from private.document_payment_shares('invoice', v_invoice.id, new.amount) s
    union all
    select 2, s.fund_id, jsonb_build_object('account_id', v_ar, 'fund_id', s.fund_id, 'project_id', v_invoice.project_id, 'credit', s.amount)
    from private.document_payment_shares('invoice', v_invoice.id, new.amount) s
  ) x;
  new.journal_entry_id := private.post_entry(new.organization_id, new.payment_date,
    'Payment for invoice ' || v_invoice.invoice_number || ' - ' || v_invoice.customer_name, 'invoice_payment', v_invoice.id,
    v_lines, coalesce(nullif(new.reference, ''), v_invoice.invoice_number));
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
  v_ap uuid;
  v_lines jsonb;
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
  v_ap := private.system_account(new.organization_id, 'accounts_payable');
  select jsonb_agg(x.line order by x.side, x.fund_id) into v_lines from (
    select 1 as side, s.fund_id, jsonb_build_object('account_id', v_ap, 'fund_id', s.fund_id, 'debit', s.amount) as line
    from private.document_payment_shares('bill', v_bill.id, new.amount) s
    union all
    select 2, s.fund_id, jsonb_build_object('account_id', new.account_id, 'fund_id', s.fund_id, 'credit', s.amount)
    from private.document_payment_shares('bill', v_bill.id, new.amount) s
  ) x;
  new.journal_entry_id := private.post_entry(new.organization_id, new.payment_date,
    'Payment of bill ' || v_bill.bill_number || ' - ' || v_bill.vendor_name, 'bill_payment', v_bill.id,
    v_lines, coalesce(nullif(new.reference, ''), v_bill.bill_number));
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

-- As in 20261125012100, with the receivable debited once per fund and each revenue line in its line's fund.
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
      coalesce((
        select jsonb_agg(jsonb_build_object('account_id', v_ar, 'fund_id', g.fund_id, 'project_id', new.project_id, 'debit', g.amount) order by g.first_line)
        from (select l.fund_id, sum(l.amount) as amount, min(l.line_number) as first_line
              from public.invoice_lines l where l.invoice_id = new.id group by l.fund_id having sum(l.amount) > 0) g), '[]'::jsonb)
      || coalesce((
        select jsonb_agg(jsonb_build_object('account_id', coalesce(l.account_id, s.default_revenue_account_id, private.system_account(new.organization_id, 'uncategorized_income')),
                                            'fund_id', l.fund_id, 'project_id', coalesce(l.project_id, new.project_id), 'credit', l.amount, 'description', l.description) order by l.line_number)
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

-- As in 20261125012100, with each expense line in its line's fund and the payable credited once per fund.
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
                                            'fund_id', l.fund_id, 'project_id', l.project_id, 'debit', l.amount, 'description', l.description) order by l.line_number)
        from public.bill_lines l
        join public.organization_settings s on s.organization_id = new.organization_id
        where l.bill_id = new.id), '[]'::jsonb)
      || coalesce((
        select jsonb_agg(jsonb_build_object('account_id', v_ap, 'fund_id', g.fund_id, 'credit', g.amount) order by g.first_line)
        from (select l.fund_id, sum(l.amount) as amount, min(l.line_number) as first_line
              from public.bill_lines l where l.bill_id = new.id group by l.fund_id having sum(l.amount) > 0) g), '[]'::jsonb),
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

-- As in 20261125012200: each line's fund_id is saved (none: the invoice's fund).
create or replace function public.save_invoice(
  p_organization_id uuid,
  p_invoice_id uuid default null,
  p_invoice jsonb default '{}'::jsonb,
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
    insert into public.invoice_lines (organization_id, invoice_id, description, quantity, unit_price, account_id, project_id, fund_id, line_number)
    select p_organization_id, v_id, coalesce(l ->> 'description', ''), coalesce((l ->> 'quantity')::numeric, 1),
           coalesce((l ->> 'unit_price')::numeric, 0), nullif(l ->> 'account_id', '')::uuid, nullif(l ->> 'project_id', '')::uuid,
           nullif(l ->> 'fund_id', '')::uuid, n::smallint
    from jsonb_array_elements(p_lines) with ordinality as t (l, n);
  end if;

  if p_issue and v_status = 'draft' then
    perform public.set_invoice_status(v_id, 'sent');
  end if;
  return v_id;
end;
$$;

-- As in 20261125019200: each line's fund_id is saved (none: the bill's fund).
create or replace function public.save_bill(
  p_organization_id uuid,
  p_bill_id uuid default null,
  p_bill jsonb default '{}'::jsonb,
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
  v_links uuid[];
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
    -- A bill made from a purchase order keeps each line's link to its order line: a line given
    -- without purchase_order_item_id takes the link of the line it replaces (same position), so
    -- editing the header or an amount does not unmatch the bill from what was received.
    select coalesce(array_agg(l.purchase_order_item_id order by l.line_number, l.id), '{}') into v_links
    from public.bill_lines l where l.bill_id = v_id;
    delete from public.bill_lines l where l.bill_id = v_id;
    insert into public.bill_lines (organization_id, bill_id, description, quantity, unit_price, account_id, project_id, fund_id, line_number, purchase_order_item_id)
    select p_organization_id, v_id, coalesce(l ->> 'description', ''), coalesce((l ->> 'quantity')::numeric, 1),
           coalesce((l ->> 'unit_price')::numeric, 0), coalesce(nullif(l ->> 'account_id', '')::uuid, v_vendor.default_expense_account_id),
           nullif(l ->> 'project_id', '')::uuid, nullif(l ->> 'fund_id', '')::uuid, n::smallint,
           coalesce(nullif(l ->> 'purchase_order_item_id', '')::uuid, v_links[n])
    from jsonb_array_elements(p_lines) with ordinality as t (l, n);
  end if;

  if p_approve and v_status = 'draft' then
    perform public.set_bill_status(v_id, 'approved');
  end if;
  return v_id;
end;
$$;

-- As in 20261125012100, with each line's fund.
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
        'account_label', a.code || ' ' || a.name, 'project_id', l.project_id, 'project_name', p.name,
        'fund_id', l.fund_id, 'fund_name', fu.name) order by l.line_number, l.created_at)
      from public.invoice_lines l
      left join public.accounts a on a.id = l.account_id
      left join public.funds fu on fu.id = l.fund_id
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
        'account_label', a.code || ' ' || a.name, 'project_id', l.project_id, 'project_name', p.name,
        'fund_id', l.fund_id, 'fund_name', fu.name) order by l.line_number, l.created_at)
      from public.bill_lines l
      left join public.accounts a on a.id = l.account_id
      left join public.funds fu on fu.id = l.fund_id
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
