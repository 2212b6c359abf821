-- RPC for owners, admins and members: deletes a reconciliation in progress with its statement
-- lines and matches; the ledger is untouched.
create or replace function public.delete_bank_reconciliation(p_reconciliation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
begin
  delete from public.bank_reconciliations r where r.id = v_rec.id;
end;
$$;
revoke all on function public.delete_bank_reconciliation(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.delete_bank_reconciliation(p_reconciliation_id uuid) to authenticated, service_role;
