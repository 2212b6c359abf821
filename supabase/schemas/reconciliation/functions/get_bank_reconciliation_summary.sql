-- RPC for members: the workspace's header, the reconciliation and every figure, without lines (a
-- public.bank_reconciliation_summary, read from the header's jsonb).
create or replace function public.get_bank_reconciliation_summary(p_reconciliation_id uuid)
returns public.bank_reconciliation_summary
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
begin
  return jsonb_populate_record(null::public.bank_reconciliation_summary, private.bank_reconciliation_header(v_rec.id));
end;
$$;
revoke all on function public.get_bank_reconciliation_summary(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_bank_reconciliation_summary(p_reconciliation_id uuid) to authenticated, service_role;
