-- The organization picker reads the logo from get_user_dashboard_data, which the session reloads
-- on a change of `organizations`: touching the organization row when the logo changes shows the
-- new logo to every member at once.
create or replace function private.touch_organization_on_logo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.organizations o set updated_at = now() where o.id = new.organization_id;
  return null;
end;
$$;
revoke all on function private.touch_organization_on_logo() from public, anon, authenticated, service_role;
