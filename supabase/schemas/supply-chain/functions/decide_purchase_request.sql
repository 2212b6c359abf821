-- RPC: approve or reject a submitted request (a rejection needs a reason). Owners and admins decide;
-- above the organization's purchase request threshold (Settings -> Expenses) only owners approve.
-- The one who asked may not approve their own request unless the organization's settings allow it
-- (purchase_request_self_approval, Settings -> Expenses); rejecting or withdrawing it stays theirs.
-- The requester is told. The flag mb.purchase_request_decision lets guard_purchase_request accept
-- the decision from here only.
create or replace function public.decide_purchase_request(p_request_id uuid, p_approve boolean, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.purchase_requests;
  v_threshold numeric;
  v_self_approval boolean;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  select * into v_request from public.purchase_requests r where r.id = p_request_id;
  if not found or not public.is_org_member(v_request.organization_id) then
    raise exception 'Purchase request not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_request.organization_id, array['owner', 'admin'], 'Only owners and admins can approve or reject purchase requests');
  if v_request.status <> 'submitted' then
    raise exception 'Only a submitted purchase request can be approved or rejected (this one is %)', v_request.status using errcode = '23514';
  end if;
  if not coalesce(p_approve, false) and v_reason is null then
    raise exception 'Give the reason for rejecting the request' using errcode = '23514';
  end if;
  select s.purchase_request_approval_threshold, s.purchase_request_self_approval into v_threshold, v_self_approval
  from public.organization_settings s where s.organization_id = v_request.organization_id;
  if coalesce(p_approve, false) and v_request.requested_by = auth.uid() and not coalesce(v_self_approval, false) then
    raise exception 'You asked for this purchase, so someone else must approve it (Settings > Expenses can allow requesters to approve their own requests)' using errcode = '42501';
  end if;
  if coalesce(p_approve, false) and v_threshold is not null and v_request.estimated_total > v_threshold
     and not public.has_org_role(v_request.organization_id, array['owner']) then
    raise exception 'Requests above % need an owner''s approval', to_char(v_threshold, 'FM999,999,999,990.00') using errcode = '42501';
  end if;
  perform set_config('mb.purchase_request_decision', 'on', true);
  update public.purchase_requests r set
    status = case when p_approve then 'approved' else 'rejected' end,
    decided_at = now(), decided_by = auth.uid(), decision_reason = v_reason
  where r.id = p_request_id;
  perform set_config('mb.purchase_request_decision', 'off', true);
  if v_request.requested_by is not null then
    insert into public.notifications (organization_id, user_id, title, message, link)
    values (v_request.organization_id, v_request.requested_by,
            'Purchase request ' || v_request.request_number || case when p_approve then ' approved' else ' rejected' end,
            v_request.title || case when p_approve then ' was approved.' else ' was rejected: ' || v_reason end,
            '/app/supply-chain/purchase-requests/' || v_request.id);
  end if;
end;
$$;
revoke all on function public.decide_purchase_request(p_request_id uuid, p_approve boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.decide_purchase_request(p_request_id uuid, p_approve boolean, p_reason text) to authenticated, service_role;
