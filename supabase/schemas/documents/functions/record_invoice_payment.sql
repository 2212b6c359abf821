-- RPC for owners, admins and members: records a payment on an invoice (default date: the
-- organization's today; no account: the cash account; private.record_document_payment).
-- invoice_payments_post checks and posts it.
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
begin
  select * into v_invoice from public.invoices i where i.id = p_invoice_id;
  if not found or not public.is_org_member(v_invoice.organization_id) then
    raise exception 'Invoice not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_invoice.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot record payments');
  if p_amount is null or p_amount <= 0 then
    raise exception 'A payment is more than zero' using errcode = '23514';
  end if;
  return private.record_document_payment('invoice', v_invoice.organization_id, p_invoice_id, p_payment_date, p_amount, p_method,
    p_reference, p_account_id, p_notes);
end;
$$;
revoke all on function public.record_invoice_payment(p_invoice_id uuid, p_payment_date date, p_amount numeric, p_method text, p_reference text, p_account_id uuid, p_notes text) from public, anon, authenticated, service_role;
grant execute on function public.record_invoice_payment(p_invoice_id uuid, p_payment_date date, p_amount numeric, p_method text, p_reference text, p_account_id uuid, p_notes text) to authenticated, service_role;
