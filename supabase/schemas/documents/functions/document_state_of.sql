-- The rule of a document's state over the four facts it depends on: the stored status, paid in
-- full, past due, partly paid. Void and draft stand; paid in full (or stored paid) is paid; past
-- due wins over partly paid; else sent (an invoice) or approved (a bill). It takes the four facts
-- rather than the row so that search_invoices and search_bills can group the filtered documents by
-- them (a handful of groups) and compute the state and the totals per group, not per row: the
-- totals stay fast at 100,000 documents. private.document_state applies it to one row.
create or replace function private.document_state_of(p_kind text, p_status text, p_paid_in_full boolean, p_past_due boolean, p_part_paid boolean)
returns text
language sql
immutable
as $$
  select case
    when p_status in ('void', 'draft') then p_status
    when p_status = 'paid' or p_paid_in_full then 'paid'
    when p_past_due then 'overdue'
    when p_part_paid then 'partially_paid'
    when p_kind = 'invoice' then 'sent'
    else 'approved'
  end
$$;
revoke all on function private.document_state_of(p_kind text, p_status text, p_paid_in_full boolean, p_past_due boolean, p_part_paid boolean) from public, anon, authenticated, service_role;
