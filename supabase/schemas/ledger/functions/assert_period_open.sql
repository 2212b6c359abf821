-- Refuses anything dated on or before the organization's lock date
-- (organization_settings.locked_through). journal_entries_guard calls it for every entry that
-- posts, so no posting path escapes it; document code calls it too, to refuse before writing.
create or replace function private.assert_period_open(p_org uuid, p_date date)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_locked date;
begin
  select s.locked_through into v_locked from public.organization_settings s where s.organization_id = p_org;
  if v_locked is not null and p_date <= v_locked then
    raise exception 'Period locked: nothing can be posted on or before %', v_locked using errcode = '23514';
  end if;
end;
$$;
revoke all on function private.assert_period_open(p_org uuid, p_date date) from public, anon, authenticated, service_role;
