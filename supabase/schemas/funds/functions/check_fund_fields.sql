-- Checks a fund's fields (name unique ignoring case, code unique, a known restriction class);
-- raises in plain words.
create or replace function private.check_fund_fields(p_org uuid, p_fund_id uuid, p_name text, p_code text, p_restriction text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_name is null or length(btrim(p_name)) = 0 then
    raise exception 'A fund needs a name' using errcode = 'P0001';
  end if;
  if length(btrim(p_name)) > 200 then
    raise exception 'A fund name is at most 200 characters' using errcode = 'P0001';
  end if;
  if p_code is not null and length(btrim(p_code)) > 20 then
    raise exception 'A fund code is at most 20 characters' using errcode = 'P0001';
  end if;
  if p_restriction is null or p_restriction not in ('without_donor_restrictions', 'with_donor_restrictions') then
    raise exception 'Choose a restriction: without donor restrictions or with donor restrictions' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.funds f where f.organization_id = p_org and lower(f.name) = lower(btrim(p_name)) and f.id is distinct from p_fund_id) then
    raise exception 'A fund named "%" already exists', btrim(p_name) using errcode = 'P0001';
  end if;
  if nullif(btrim(coalesce(p_code, '')), '') is not null
     and exists (select 1 from public.funds f where f.organization_id = p_org and f.code = btrim(p_code) and f.id is distinct from p_fund_id) then
    raise exception 'Fund code % is already used by another fund', btrim(p_code) using errcode = 'P0001';
  end if;
end;
$$;
revoke all on function private.check_fund_fields(p_org uuid, p_fund_id uuid, p_name text, p_code text, p_restriction text) from public, anon, authenticated, service_role;
