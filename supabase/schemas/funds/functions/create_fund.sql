-- RPC (owners and admins): adds a fund.
create or replace function public.create_fund(
  p_organization_id uuid,
  p_name text,
  p_restriction text default 'without_donor_restrictions',
  p_code text default null,
  p_purpose text default null,
  p_description text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform private.assert_can_manage_funds(p_organization_id);
  perform private.check_fund_fields(p_organization_id, null, p_name, p_code, p_restriction);
  begin
    insert into public.funds (organization_id, name, code, restriction, purpose, description)
    values (p_organization_id, btrim(p_name), nullif(btrim(coalesce(p_code, '')), ''), p_restriction,
            nullif(btrim(coalesce(p_purpose, '')), ''), nullif(btrim(coalesce(p_description, '')), ''))
    returning funds.id into v_id;
  exception when unique_violation then
    raise exception 'A fund named "%" already exists', btrim(p_name) using errcode = 'P0001';
  end;
  return v_id;
end;
$$;
revoke all on function public.create_fund(p_organization_id uuid, p_name text, p_restriction text, p_code text, p_purpose text, p_description text) from public, anon, authenticated, service_role;
grant execute on function public.create_fund(p_organization_id uuid, p_name text, p_restriction text, p_code text, p_purpose text, p_description text) to authenticated, service_role;
