-- Hands out the next invoice, bill or receipt number (p_kind 'invoice', 'bill', anything else:
-- receipt) from the organization's settings: prefix and counter, the counter raised in the same
-- update so two callers never get the same number. Without a settings row, a random one such as
-- "INVOICE-1a2b3c4d".
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
revoke all on function private.next_document_number(p_org uuid, p_kind text) from public, anon, authenticated, service_role;
