-- Purchase requests: numbered when inserted without a number. draft -> submitted -> approved |
-- rejected (reason) -> ordered; a submitted request may be withdrawn to draft, a rejected one
-- reopened as a draft. The decision goes through public.decide_purchase_request (role and
-- threshold checks); 'ordered' is set when a purchase order is created from the request. Only a
-- draft's content changes, and only a draft or rejected request is deleted. Who asked is the
-- database's word: a signed-in caller's request records them (requested_by, and their profile's
-- name as requester_name) whatever the client sent, and no update changes it. Service code (the
-- seed, no signed-in user) writes freely.
create or replace function private.guard_purchase_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if auth.uid() is not null then
      new.requested_by := auth.uid();
      new.requester_name := (select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p where p.id = auth.uid());
    end if;
    new.request_number := coalesce(nullif(btrim(new.request_number), ''), private.next_purchasing_number(new.organization_id, 'purchase_request'));
    if auth.uid() is not null and new.status <> 'draft' then
      raise exception 'A new purchase request starts as a draft' using errcode = '23514';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if auth.uid() is not null and old.status not in ('draft', 'rejected') and not private.organization_gone(old.organization_id) then
      raise exception 'Only a draft or rejected purchase request can be deleted' using errcode = '23514';
    end if;
    return old;
  end if;
  if new.organization_id <> old.organization_id then
    raise exception 'A purchase request cannot move to another organization' using errcode = '42501';
  end if;
  if auth.uid() is not null then
    new.requested_by := old.requested_by;
    new.requester_name := old.requester_name;
  end if;
  if new.status = 'submitted' and old.status = 'draft' then
    new.submitted_at := now();
  end if;
  if auth.uid() is null or new.status = old.status and old.status = 'draft' then
    return new;
  end if;
  if new.status is distinct from old.status then
    if not (
      (old.status = 'draft' and new.status = 'submitted')
      or (old.status = 'submitted' and new.status = 'draft')
      or (old.status = 'rejected' and new.status = 'draft')
      or (old.status = 'submitted' and new.status in ('approved', 'rejected') and coalesce(current_setting('mb.purchase_request_decision', true), '') = 'on')
      or (old.status = 'approved' and new.status = 'ordered' and coalesce(current_setting('mb.purchase_request_ordered', true), '') = 'on')
    ) then
      raise exception '%', case
        when new.status in ('approved', 'rejected') and old.status = 'submitted' then 'Approve or reject a request with Approve or Reject'
        when new.status in ('approved', 'rejected') then 'Only a submitted purchase request can be approved or rejected'
        when new.status = 'ordered' then 'A request becomes ordered when a purchase order is created from it'
        else format('A purchase request cannot go from %s to %s', replace(old.status, '_', ' '), replace(new.status, '_', ' ')) end
        using errcode = '23514';
    end if;
    if new.status = 'draft' then
      new.decided_at := null; new.decided_by := null; new.submitted_at := null;
    end if;
    return new;
  end if;
  -- Same status, not a draft: the request's content is frozen.
  if (new.title, new.needed_by, new.project_id, new.fund_id, new.justification, new.department, new.requester_name)
     is distinct from (old.title, old.needed_by, old.project_id, old.fund_id, old.justification, old.department, old.requester_name) then
    raise exception 'A % purchase request cannot be changed; only a draft can', old.status using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_purchase_request() from public, anon, authenticated, service_role;
