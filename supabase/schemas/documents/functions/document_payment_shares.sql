-- How a payment of p_amount on an invoice or a bill splits across funds, one row per fund: pro rata
-- of each fund's open balance, which is its lines less what earlier payments took from it (read
-- from those payments' receivable or payable lines in the ledger). Each share is rounded to the
-- cent and the rounding difference goes to the fund with the largest open balance (ties: the
-- lowest fund id), so the shares add up to the payment; a payment of the whole balance takes each
-- fund's open balance exactly. See docs/documents.md, "Funds".
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
revoke all on function private.document_payment_shares(text,uuid,numeric) from public, anon, authenticated, service_role;
