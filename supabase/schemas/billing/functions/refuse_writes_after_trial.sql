-- The trial write guard (docs/billing.md): an AFTER ... FOR EACH STATEMENT trigger on each guarded
-- table refuses an API user's insert, update or delete when one of the statement's organizations
-- has a subscription that locks writes (private.subscription_locks_writes). The organizations are
-- looked up once per statement, and raising undoes the whole statement.
create or replace function private.refuse_writes_after_trial()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
  v_locked boolean;
begin
  -- Only API users are held back; service_role and owner code (no claims) always write.
  if v_role not in ('anon', 'authenticated') then
    return null;
  end if;
  if tg_op = 'INSERT' then
    select exists (
      select 1 from public.subscriptions s
      where s.organization_id in (select distinct n.organization_id from new_rows n)
        and private.subscription_locks_writes(s)
    ) into v_locked;
  elsif tg_op = 'UPDATE' then
    select exists (
      select 1 from public.subscriptions s
      where s.organization_id in (select n.organization_id from new_rows n union select o.organization_id from old_rows o)
        and private.subscription_locks_writes(s)
    ) into v_locked;
  else
    select exists (
      select 1 from public.subscriptions s
      where s.organization_id in (select distinct o.organization_id from old_rows o)
        and private.subscription_locks_writes(s)
    ) into v_locked;
  end if;
  if v_locked then
    raise exception 'Your trial has ended. Choose a plan to keep making changes; your data is safe and still readable.'
      using errcode = '42501', hint = 'Choose a plan at /subscribe.';
  end if;
  return null;
end;
$$;
revoke all on function private.refuse_writes_after_trial() from public, anon, authenticated, service_role;
