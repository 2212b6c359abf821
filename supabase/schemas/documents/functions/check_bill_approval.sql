-- Trigger on bills leaving draft (or inserted past it): above the organization's approval
-- threshold only an owner or an admin approves a bill, whichever way its status changes (the
-- set_bill_status RPC, the editors' save or a plain update through the Data API). Service code (the
-- seed, no signed-in user) writes freely. Named to fire before bills_post (same event, name order).
create or replace function private.check_bill_approval()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_threshold numeric;
begin
  if auth.uid() is null or new.status in ('draft', 'void') or (tg_op = 'UPDATE' and old.status <> 'draft') then
    return new;
  end if;
  select s.bill_approval_threshold into v_threshold from public.organization_settings s where s.organization_id = new.organization_id;
  if v_threshold is not null and new.total > v_threshold then
    perform private.require_role(new.organization_id, array['owner', 'admin'], format('Bills over %s are approved by an owner or an admin', v_threshold));
  end if;
  return new;
end;
$$;
revoke all on function private.check_bill_approval() from public, anon, authenticated, service_role;
