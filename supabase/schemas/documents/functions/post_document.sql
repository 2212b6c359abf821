-- The BEFORE trigger of invoices (invoices_post, kind 'invoice') and bills (bills_post, 'bill'):
-- one function for both kinds, so a rule cannot differ between them. It numbers a new document;
-- keeps an issued invoice / approved bill final (its amounts, fund and date; it never returns to
-- draft, and a void one never reopens); voids by reversing the issue entry; posts the issue /
-- approval entry (the party's account once per fund: Accounts Receivable debited for an invoice,
-- Accounts Payable credited for a bill; each line in its own fund: revenue credited, expense
-- debited); and records an amount_paid raised directly as a payment. What differs by kind (the
-- words of its sentences, its columns, its accounts) is private.document_kind. Other triggers
-- are named to fire before invoices_post / bills_post (same event, name order). docs/documents.md
-- describes the lifecycle.
create or replace function private.post_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := tg_argv[0];
  v_invoice boolean := v_kind = 'invoice';
  k record;  -- the words of the kind's sentences, its columns and accounts (private.document_kind)
  v_row jsonb;
  v_old jsonb;
  v_number text;
  v_date date;
  v_project uuid;
  v_done_before boolean := tg_op = 'UPDATE' and old.status <> 'draft';
  v_fund uuid;
  v_party uuid;
  v_vendor_account uuid;
  v_party_lines jsonb;
  v_item_lines jsonb;
  v_paid_delta numeric;
begin
  select * into k from private.document_kind(v_kind);
  if tg_op = 'DELETE' then
    -- An imported open document goes with the undo of its import (private.import_undoing).
    if old.journal_entry_id is not null and not private.organization_gone(old.organization_id) and not private.import_undoing(old.import_batch_id) then
      raise exception '%', format('An %s %s cannot be deleted; void it instead', k.issued, v_kind) using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    new := jsonb_populate_record(new, jsonb_build_object(k.number_column,
      coalesce(nullif(to_jsonb(new) ->> k.number_column, ''), private.next_document_number(new.organization_id, v_kind))));
    new.journal_entry_id := null;
    if new.amount_paid > 0 then
      raise exception '%', format('Record %s %s''s payments after it is %s', lower(k.a), v_kind, k.issued) using errcode = '23514';
    end if;
  else
    v_old := to_jsonb(old);
    if new.organization_id <> old.organization_id then
      raise exception '%', format('%s %s cannot move to another organization', k.a, v_kind) using errcode = '42501';
    end if;
    new.journal_entry_id := old.journal_entry_id;
    if old.status = 'void' and new.status <> 'void' then
      raise exception '%', format('A void %s cannot be reopened', v_kind) using errcode = '23514';
    end if;
    if v_done_before and new.status <> 'void'
       and (new.total, new.fund_id, (to_jsonb(new) ->> k.date_column)::date) is distinct from (old.total, old.fund_id, (v_old ->> k.date_column)::date) then
      raise exception '%', format('The amounts, fund and date of an %s %s are final; void it and %s a new one', k.issued, v_kind, case when v_invoice then 'issue' else 'enter' end)
        using errcode = '42501';
    end if;
    if new.amount_paid < old.amount_paid then
      raise exception '%', format('Recorded %s payments cannot be reduced', v_kind) using errcode = '42501';
    end if;
    if new.status = 'draft' and v_done_before then
      raise exception '%', format('An %s %s cannot return to draft', k.issued, v_kind) using errcode = '23514';
    end if;
  end if;

  v_fund := coalesce(new.fund_id, private.default_fund(new.organization_id));
  new.fund_id := v_fund;

  if new.status = 'void' then
    if new.amount_paid > 0 then
      raise exception '%', format('%s %s with payments cannot be voided', k.a, v_kind) using errcode = '23514';
    end if;
    if tg_op = 'UPDATE' and old.status <> 'void' and old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, greatest((v_old ->> k.date_column)::date, private.today_for_organization(old.organization_id)), format('Void %s %s', v_kind, v_old ->> k.number_column));
    end if;
    return new;
  end if;
  if new.status = 'draft' then
    if new.amount_paid > 0 then
      raise exception '%', format('A draft %s cannot be paid; %s it first', v_kind, k.issue) using errcode = '23514';
    end if;
    return new;
  end if;

  v_row := to_jsonb(new);
  v_number := v_row ->> k.number_column;
  v_date := (v_row ->> k.date_column)::date;
  v_project := case when v_invoice then (v_row ->> 'project_id')::uuid end;  -- a bill's lines carry their own projects
  v_party := private.system_account(new.organization_id, k.party_account);
  if not v_done_before and new.total > 0 then
    if not v_invoice then
      select v.default_expense_account_id into v_vendor_account from public.vendors v where v.id = (v_row ->> 'vendor_id')::uuid;
    end if;
    with items as (
      select l.line_number, l.fund_id, l.amount, l.account_id, l.project_id, l.description from public.invoice_lines l where v_invoice and l.invoice_id = new.id
      union all
      select l.line_number, l.fund_id, l.amount, l.account_id, l.project_id, l.description from public.bill_lines l where not v_invoice and l.bill_id = new.id
    )
    select
      -- The party's account once per fund, in the order of each fund's first line.
      coalesce((
        select jsonb_agg(jsonb_build_object('account_id', v_party, 'fund_id', g.fund_id, case when v_invoice then 'debit' else 'credit' end, g.amount)
                         || case when v_invoice then jsonb_build_object('project_id', v_project) else '{}'::jsonb end
                         order by g.first_line)
        from (select i.fund_id, sum(i.amount) as amount, min(i.line_number) as first_line from items i group by i.fund_id having sum(i.amount) > 0) g), '[]'::jsonb),
      -- Each line in its fund, on its account (else the vendor's, else the organization's default, else Uncategorized).
      coalesce((
        select jsonb_agg(jsonb_build_object(
                 'account_id', coalesce(i.account_id, v_vendor_account,
                                        case when v_invoice then s.default_revenue_account_id else s.default_expense_account_id end,
                                        private.system_account(new.organization_id, case when v_invoice then 'uncategorized_income' else 'uncategorized_expense' end)),
                 'fund_id', i.fund_id, 'project_id', coalesce(i.project_id, v_project),
                 case when v_invoice then 'credit' else 'debit' end, i.amount, 'description', i.description) order by i.line_number)
        from items i
        join public.organization_settings s on s.organization_id = new.organization_id), '[]'::jsonb)
    into v_party_lines, v_item_lines;
    new.journal_entry_id := private.post_entry(new.organization_id, v_date,
      initcap(v_kind) || ' ' || v_number || ' - ' || (v_row ->> k.party_name), v_kind, new.id,
      -- An invoice's entry starts with the receivable, a bill's with its expenses.
      case when v_invoice then v_party_lines || v_item_lines else v_item_lines || v_party_lines end,
      v_number);
  end if;

  if new.status = 'paid' then
    new.amount_paid := new.total;
    new.paid_date := coalesce(new.paid_date, private.today_for_organization(new.organization_id));
  end if;
  v_paid_delta := new.amount_paid - case when tg_op = 'UPDATE' then old.amount_paid else 0 end;
  if v_paid_delta > 0 and not private.in_payment_sync() then
    -- Raised directly (not through a payment): record it as a payment into the cash account.
    perform set_config('missionbase.document_payment_sync', 'on', true);
    execute format('insert into public.%I (organization_id, %I, payment_date, amount, method, account_id) values ($1, $2, $3, $4, ''other'', $5)',
                   k.payments, k.document_id)
      using new.organization_id, new.id, coalesce(new.paid_date, private.today_for_organization(new.organization_id)), v_paid_delta, private.cash_account(new.organization_id);
    perform set_config('missionbase.document_payment_sync', 'off', true);
  end if;
  return new;
end;
$$;
revoke all on function private.post_document() from public, anon, authenticated, service_role;
