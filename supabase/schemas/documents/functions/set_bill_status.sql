-- RPC for owners, admins and members: approve ('approved', stored as 'open') or void a bill; the
-- bills_post trigger posts or reverses and applies the rules. Approving an approved bill does
-- nothing. Above the settings' approval threshold only owners and admins approve.
create or replace function public.set_bill_status(p_bill_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bill public.bills;
  v_threshold numeric;
begin
  select * into v_bill from public.bills b where b.id = p_bill_id;
  if not found or not public.is_org_member(v_bill.organization_id) then
    raise exception 'Bill not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_bill.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change bills');
  if p_status not in ('approved', 'void') then
    raise exception 'A bill is approved or voided here; payments are recorded as payments' using errcode = '22023';
  end if;
  if p_status = 'approved' then
    if v_bill.status <> 'draft' then
      return;
    end if;
    if not exists (select 1 from public.bill_lines l where l.bill_id = p_bill_id) then
      raise exception 'Add at least one line before approving the bill' using errcode = '23514';
    end if;
    select s.bill_approval_threshold into v_threshold from public.organization_settings s where s.organization_id = v_bill.organization_id;
    if v_threshold is not null and v_bill.total > v_threshold then
      perform private.require_role(v_bill.organization_id, array['owner', 'admin'],
        format('Bills over %s are approved by an owner or an admin', v_threshold));
    end if;
    update public.bills b set status = 'open' where b.id = p_bill_id;
  else
    update public.bills b set status = 'void' where b.id = p_bill_id;
  end if;
end;
$$;
revoke all on function public.set_bill_status(p_bill_id uuid, p_status text) from public, anon, authenticated, service_role;
grant execute on function public.set_bill_status(p_bill_id uuid, p_status text) to authenticated, service_role;
