-- Today in the organization's time zone (an unknown zone name falls back to UTC): the one "today" of
-- the database. Every report default, as-of date, document and movement date, overdue and aging
-- rule and the dashboard use it, never current_date (the server's zone); the browser computes the
-- same date from the same setting (packages/domain/src/organization-today.ts).
create or replace function private.today_for_organization(p_org uuid)
returns date
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_zone text;
begin
  select s.time_zone into v_zone from public.organization_settings s where s.organization_id = p_org;
  begin
    return (now() at time zone coalesce(v_zone, 'UTC'))::date;
  exception when others then
    return (now() at time zone 'UTC')::date;
  end;
end;
$$;
revoke all on function private.today_for_organization(p_org uuid) from public, anon, authenticated, service_role;
