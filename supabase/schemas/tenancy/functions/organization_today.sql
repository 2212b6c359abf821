-- The organization's today (its time zone), as the dashboard uses.
create or replace function private.organization_today(p_organization_id uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (now() at time zone coalesce((select s.time_zone from public.organization_settings s where s.organization_id = p_organization_id), 'UTC'))::date
$$;
revoke all on function private.organization_today(p_organization_id uuid) from public, anon, authenticated, service_role;
