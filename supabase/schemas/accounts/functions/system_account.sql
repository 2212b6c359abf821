-- Looks up an account the posting code needs by its role in the chart.
create or replace function private.system_account(p_org uuid, p_key text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select a.id into v_id from public.accounts a where a.organization_id = p_org and a.system_key = p_key;
  if v_id is null then
    raise exception 'The chart of accounts has no % account', p_key using errcode = '23503';
  end if;
  return v_id;
end;
$$;
revoke all on function private.system_account(p_org uuid, p_key text) from public, anon, authenticated, service_role;
