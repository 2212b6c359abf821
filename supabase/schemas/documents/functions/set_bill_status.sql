-- RPC for owners, admins and members: approve ('approved', stored as 'open') or void a bill
-- (private.set_document_status); above the settings' approval threshold only owners and admins
-- approve.
create or replace function public.set_bill_status(p_bill_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.set_document_status('bill', p_bill_id, p_status);
end;
$$;
revoke all on function public.set_bill_status(p_bill_id uuid, p_status text) from public, anon, authenticated, service_role;
grant execute on function public.set_bill_status(p_bill_id uuid, p_status text) to authenticated, service_role;
