-- The document an entry came from, for the journal entry view (a public.journal_entry_document:
-- type, id, label, exists); a reversal names its original's document. Null for manual entries and
-- opening balances (and their reversals). A deleted document, or a source type without a case
-- here, reads "Deleted <type>": an area that adds a source type adds its label here.
create or replace function private.entry_document(p_entry public.journal_entries)
returns public.journal_entry_document
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_type text := p_entry.source_type;
  v_id uuid := p_entry.source_id;
  v_label text;
  v_original public.journal_entries;
begin
  if v_type = 'reversal' then
    select * into v_original from public.journal_entries e where e.id = p_entry.reverses_entry_id;
    if not found or v_original.source_type in ('manual', 'reversal', 'opening_balance') then
      return null;
    end if;
    v_type := v_original.source_type;
    v_id := v_original.source_id;
  end if;
  if v_type in ('manual', 'opening_balance') or v_id is null then
    return null;
  end if;
  v_label := case v_type
    when 'transaction' then (select 'Transaction: ' || coalesce(nullif(t.description, ''), t.type) from public.transactions t where t.id = v_id)
    when 'donation' then (select 'Donation ' || coalesce(d.receipt_number, '') || ' from ' || d.donor_name from public.donations d where d.id = v_id)
    when 'invoice' then (select 'Invoice ' || i.invoice_number || ' - ' || i.customer_name from public.invoices i where i.id = v_id)
    when 'invoice_payment' then (select 'Payment of invoice ' || i.invoice_number || ' - ' || i.customer_name from public.invoices i where i.id = v_id)
    when 'bill' then (select 'Bill ' || b.bill_number || ' - ' || b.vendor_name from public.bills b where b.id = v_id)
    when 'bill_payment' then (select 'Payment of bill ' || b.bill_number || ' - ' || b.vendor_name from public.bills b where b.id = v_id)
    when 'payroll_run' then (select 'Payroll run paid ' || r.pay_date from public.payroll_runs r where r.id = v_id)
    when 'pledge' then (select 'Pledge from ' || d.name || ' on ' || p.pledge_date from public.pledges p join public.donors d on d.id = p.donor_id where p.id = v_id)
    when 'pledge_cancellation' then (select 'Cancelled pledge from ' || d.name || ' on ' || p.pledge_date from public.pledges p join public.donors d on d.id = p.donor_id where p.id = v_id)
    when 'import' then (select 'Import from ' || b.source || ' (' || to_char(b.created_at, 'YYYY-MM-DD') || ')' from public.import_batches b where b.id = v_id and b.status = 'committed')
  end;
  return row(v_type, v_id, coalesce(v_label, 'Deleted ' || replace(v_type, '_', ' ')), v_label is not null)::public.journal_entry_document;
end;
$$;
revoke all on function private.entry_document(p_entry journal_entries) from public, anon, authenticated, service_role;
