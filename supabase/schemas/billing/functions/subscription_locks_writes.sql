-- Whether a subscription refuses writes: a trial that has ended, a cancellation past its paid
-- period, or an incomplete first payment. now() is the transaction's time, the same for every row.
create or replace function private.subscription_locks_writes(s public.subscriptions)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (s.status = 'trialing' and s.trial_ends_at is not null and s.trial_ends_at < now())
      or (s.status = 'canceled' and coalesce(s.current_period_end, s.canceled_at, '-infinity'::timestamptz) < now())
      or s.status = 'incomplete'
$$;
revoke all on function private.subscription_locks_writes(subscriptions) from public, anon, authenticated, service_role;
