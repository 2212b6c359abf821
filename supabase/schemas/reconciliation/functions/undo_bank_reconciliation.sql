-- RPC for owners and admins: undoes the account's last finished reconciliation; it is in progress
-- again with its matches, and its lines are unlocked.
create or replace function public.undo_bank_reconciliation(p_reconciliation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
begin
  perform private.require_role(v_rec.organization_id, array['owner', 'admin'], 'Only owners and admins can undo a finished reconciliation');
  if v_rec.status <> 'finished' then
    raise exception 'This reconciliation is not finished' using errcode = '23514';
  end if;
  if exists (select 1 from public.bank_reconciliations r where r.account_id = v_rec.account_id and r.statement_end_date > v_rec.statement_end_date) then
    raise exception 'Only the account''s last reconciliation can be undone; delete or undo the later one first' using errcode = '23514';
  end if;
  update public.bank_reconciliations r set status = 'in_progress', finished_by = null, finished_at = null where r.id = v_rec.id;
end;
$$;
revoke all on function public.undo_bank_reconciliation(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.undo_bank_reconciliation(p_reconciliation_id uuid) to authenticated, service_role;
