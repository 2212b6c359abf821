-- RPC for owners, admins and members: issue ('sent') or void an invoice (private.set_document_status).
create or replace function public.set_invoice_status(p_invoice_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.set_document_status('invoice', p_invoice_id, p_status);
end;
$$;
revoke all on function public.set_invoice_status(p_invoice_id uuid, p_status text) from public, anon, authenticated, service_role;
grant execute on function public.set_invoice_status(p_invoice_id uuid, p_status text) to authenticated, service_role;
