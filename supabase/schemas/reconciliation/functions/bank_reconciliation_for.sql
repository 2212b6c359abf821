-- The reconciliation, checked for the caller: members read; p_write also refuses viewers and a
-- finished reconciliation.
create or replace function private.bank_reconciliation_for(p_reconciliation_id uuid, p_write boolean)
returns public.bank_reconciliations
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations;
begin
  select * into v_rec from public.bank_reconciliations r where r.id = p_reconciliation_id;
  if not found or not public.is_org_member(v_rec.organization_id) then
    raise exception 'Reconciliation not found' using errcode = 'PT404';
  end if;
  if p_write then
    perform private.require_role(v_rec.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change bank reconciliations');
    if v_rec.status <> 'in_progress' then
      raise exception 'This reconciliation is finished; undo it first to change it' using errcode = '23514';
    end if;
  end if;
  return v_rec;
end;
$$;
revoke all on function private.bank_reconciliation_for(p_reconciliation_id uuid, p_write boolean) from public, anon, authenticated, service_role;
