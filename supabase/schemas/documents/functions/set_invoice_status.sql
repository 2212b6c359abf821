-- RPC for owners, admins and members: issue ('sent') or void an invoice; the invoices_post trigger
-- posts or reverses and applies the rules. Issuing an issued invoice does nothing.
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
revoke all on function public.set_invoice_status(p_invoice_id uuid, p_status text) from public, anon, authenticated, service_role;
grant execute on function public.set_invoice_status(p_invoice_id uuid, p_status text) to authenticated, service_role;
