-- The organization's general fund (organization_settings.default_fund_id, without donor
-- restrictions): where a posting that names no fund goes. Raises when the settings have none.
create or replace function private.default_fund(p_org uuid)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select s.default_fund_id into v_id from public.organization_settings s where s.organization_id = p_org;
  if v_id is null then
    raise exception 'The organization has no general fund' using errcode = '23503';
  end if;
  return v_id;
end;
$$;
revoke all on function private.default_fund(p_org uuid) from public, anon, authenticated, service_role;
