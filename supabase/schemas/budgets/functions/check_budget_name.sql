-- A budget name, trimmed, or the refusal the budget form shows.
create or replace function private.check_budget_name(p_name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_name is null or length(btrim(p_name)) = 0 then
    raise exception 'A budget needs a name' using errcode = '22023';
  end if;
  if length(btrim(p_name)) > 200 then
    raise exception 'A budget name is at most 200 characters' using errcode = '22023';
  end if;
  return btrim(p_name);
end;
$$;
revoke all on function private.check_budget_name(p_name text) from public, anon, authenticated, service_role;
