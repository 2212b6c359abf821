-- RPC for owners, admins and members: finishes a reconciliation, only at a zero difference. Its
-- matched ledger lines become reconciled: locked, with their entries and documents.
create or replace function public.finish_bank_reconciliation(p_reconciliation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
  v_difference numeric;
begin
  select f.difference into v_difference from private.bank_reconciliation_figures(v_rec.id) f;
  if v_difference <> 0 then
    raise exception 'The difference is % ; a reconciliation can finish only when it is zero', v_difference using errcode = '23514';
  end if;
  update public.bank_reconciliations r set status = 'finished', finished_by = auth.uid(), finished_at = now() where r.id = v_rec.id;
end;
$$;
revoke all on function public.finish_bank_reconciliation(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.finish_bank_reconciliation(p_reconciliation_id uuid) to authenticated, service_role;
