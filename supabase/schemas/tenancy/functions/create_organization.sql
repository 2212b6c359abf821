-- RPC: a signed-in user creates another organization, which they own, set up as a sign-up's is.
create or replace function public.create_organization(p_name text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_name is null or length(btrim(p_name)) = 0 then
    raise exception 'An organization needs a name' using errcode = '22023';
  end if;
  return private.provision_organization(p_name, v_uid);
end;
$$;
revoke all on function public.create_organization(p_name text) from public, anon, authenticated, service_role;
grant execute on function public.create_organization(p_name text) to authenticated, service_role;
