-- Purchase request items: only a draft request's items change. Service code (no signed-in user) and
-- an organization's deletion go freely.
create or replace function private.guard_purchase_request_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if auth.uid() is null or private.organization_gone(case when tg_op = 'DELETE' then old.organization_id else new.organization_id end) then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  select r.status into v_status from public.purchase_requests r
  where r.id = case when tg_op = 'DELETE' then old.purchase_request_id else new.purchase_request_id end;
  if v_status is not null and v_status <> 'draft' then
    raise exception 'The items of a % purchase request cannot be changed; only a draft''s can', v_status using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function private.guard_purchase_request_item() from public, anon, authenticated, service_role;
