-- Today in the organization's time zone, for the project screens and overdue tasks. Unlike
-- private.today_for_organization, an unknown zone name raises instead of falling back to UTC.
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
