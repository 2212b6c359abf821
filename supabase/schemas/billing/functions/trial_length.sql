-- The trial length, 14 days unless the database sets another:
--   alter database postgres set app.trial_days = '30';
create or replace function private.trial_length()
returns interval
language sql
stable
set search_path = ''
as $$
  select make_interval(days => coalesce(nullif(current_setting('app.trial_days', true), '')::int, 14))
$$;
revoke all on function private.trial_length() from public, anon, authenticated, service_role;
