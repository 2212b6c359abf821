-- The open invoices ('invoice') or bills ('bill') as of a date, one row per document, for
-- private.document_aging. A document counts when it was issued or approved on or before the date
-- and not voided by then; what is open is its total less the payments dated on or before it; days
-- is how far past its due date it is on that day (zero or less: not yet due).
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
revoke all on function private.aging_documents(p_organization_id uuid, p_kind text, p_as_of date) from public, anon, authenticated, service_role;
