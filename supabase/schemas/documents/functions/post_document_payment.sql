-- The BEFORE trigger of invoice_payments (invoice_payments_post, kind 'invoice') and bill_payments
-- (bill_payments_post, 'bill'). A payment is final: never changed, and never deleted while its
-- document exists (except with the organization). It is made on an issued or approved document,
-- dated on or after it, at most the balance due, into (or from) an Assets account; it posts two
-- lines per fund share (private.document_payment_shares) and raises the document's amount_paid
-- and paid date, setting status 'paid' at the full amount. The missionbase.document_payment_sync
-- setting marks the writes each trigger makes on the other's table (a payment raising amount_paid,
-- or post_document recording an amount_paid raised directly), so neither repeats the other's work.
create or replace function private.post_document_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := tg_argv[0];
  v_invoice boolean := v_kind = 'invoice';
  k record;  -- the kind's words, columns and accounts (private.document_kind)
  v_document_id uuid;
  v_document jsonb;
  v_number text;
  v_date date;
  v_project uuid;
  v_due numeric;
  v_account public.accounts;
  v_sync boolean := private.in_payment_sync();
  v_party uuid;
  v_debit uuid;
  v_credit uuid;
  v_lines jsonb;
begin
  select * into k from private.document_kind(v_kind);
  if tg_op = 'DELETE' then
    v_document_id := (to_jsonb(old) ->> k.document_id)::uuid;
    if not private.organization_gone(old.organization_id)
       and exists (select 1 from public.invoices i where v_invoice and i.id = v_document_id
                   union all select 1 from public.bills b where not v_invoice and b.id = v_document_id) then
      raise exception 'A recorded payment cannot be deleted; record a correcting journal entry instead' using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    raise exception 'A recorded payment cannot be changed; record a correcting journal entry instead' using errcode = '42501';
  end if;
  v_document_id := (to_jsonb(new) ->> k.document_id)::uuid;
  select d.document into v_document from (
    select to_jsonb(i) as document from public.invoices i where v_invoice and i.id = v_document_id and i.organization_id = new.organization_id
    union all
    select to_jsonb(b) from public.bills b where not v_invoice and b.id = v_document_id and b.organization_id = new.organization_id) d;
  if v_document is null then
    raise exception '% not found', initcap(v_kind) using errcode = 'PT404';
  end if;
  v_number := v_document ->> k.number_column;
  v_date := (v_document ->> k.date_column)::date;
  v_project := case when v_invoice then (v_document ->> 'project_id')::uuid end;
  if not v_sync then
    if v_document ->> 'status' = 'draft' then
      raise exception '%', format('A draft %s cannot be paid; %s it first', v_kind, k.issue) using errcode = '23514';
    end if;
    if v_document ->> 'status' = 'void' then
      raise exception '%', format('A void %s cannot be paid', v_kind) using errcode = '23514';
    end if;
    v_due := (v_document ->> 'total')::numeric - (v_document ->> 'amount_paid')::numeric;
    if new.amount > v_due then
      raise exception '%', format('The payment of %s is more than the balance due of %s', new.amount, v_due)
        || case when v_invoice then '' else format(' on bill %s', v_number) end using errcode = '23514';
    end if;
  end if;
  if new.payment_date < v_date then
    raise exception '%', format('A payment cannot be dated before the %s (%s %s)', v_kind, case when v_invoice then 'issued' else 'dated' end, v_date) using errcode = '23514';
  end if;
  new.account_id := coalesce(new.account_id, private.cash_account(new.organization_id));
  select * into v_account from public.accounts a where a.id = new.account_id;
  if v_invoice and (v_account.category is distinct from 'Assets' or v_account.system_key = 'accounts_receivable') then
    raise exception 'A payment is deposited to a bank or other Assets account' using errcode = '23514';
  end if;
  if not v_invoice and v_account.category is distinct from 'Assets' then
    raise exception 'A bill is paid from a bank or other Assets account' using errcode = '23514';
  end if;
  -- An invoice's payment: the deposit account debited, the receivable credited; a bill's: the
  -- payable debited, the paying account credited. Both once per fund share.
  v_party := private.system_account(new.organization_id, k.party_account);
  v_debit := case when v_invoice then new.account_id else v_party end;
  v_credit := case when v_invoice then v_party else new.account_id end;
  select jsonb_agg(x.line || case when v_invoice then jsonb_build_object('project_id', v_project) else '{}'::jsonb end order by x.side, x.fund_id) into v_lines from (
    select 1 as side, s.fund_id, jsonb_build_object('account_id', v_debit, 'fund_id', s.fund_id, 'debit', s.amount) as line
    from private.document_payment_shares(v_kind, v_document_id, new.amount) s
    union all
    select 2, s.fund_id, jsonb_build_object('account_id', v_credit, 'fund_id', s.fund_id, 'credit', s.amount)
    from private.document_payment_shares(v_kind, v_document_id, new.amount) s
  ) x;
  new.journal_entry_id := private.post_entry(new.organization_id, new.payment_date,
    case when v_invoice then 'Payment for invoice ' || v_number || ' - ' || (v_document ->> 'customer_name')
         else 'Payment of bill ' || v_number || ' - ' || (v_document ->> 'vendor_name') end,
    v_kind || '_payment', v_document_id,
    v_lines, coalesce(nullif(new.reference, ''), v_number));
  if not v_sync then
    perform set_config('missionbase.document_payment_sync', 'on', true);
    execute format('update public.%I d
                       set amount_paid = d.amount_paid + $1,
                           paid_date = greatest(coalesce(d.paid_date, $2), $2),
                           status = case when d.amount_paid + $1 >= d.total then ''paid'' else d.status end
                     where d.id = $3', k.documents)
      using new.amount, new.payment_date, v_document_id;
    perform set_config('missionbase.document_payment_sync', 'off', true);
  end if;
  return new;
end;
$$;
revoke all on function private.post_document_payment() from public, anon, authenticated, service_role;
