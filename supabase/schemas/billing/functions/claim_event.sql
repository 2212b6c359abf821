-- Records a provider event id; false when it was processed before. A concurrent second delivery
-- waits on the first one's row and then sees the conflict, so an effect never runs twice.
create or replace function billing.claim_event(p_event_id text, p_event_type text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_event_id is null or length(p_event_id) = 0 then
    raise exception 'An event id is required' using errcode = '22023';
  end if;
  insert into billing.processed_events (event_id, event_type) values (p_event_id, p_event_type)
  on conflict (event_id) do nothing;
  return found;
end;
$$;
revoke all on function billing.claim_event(p_event_id text, p_event_type text) from public, anon, authenticated, service_role;
