-- The period arguments every report takes: p_to defaults to today, p_from to the fiscal year's
-- first day; a comparison needs both ends.
create or replace function private.report_check_period(p_from date, p_to date, p_compare_from date, p_compare_to date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_from > p_to then
    raise exception 'The period starts after it ends.' using errcode = 'P0001';
  end if;
  if p_compare_from is not null and p_compare_to is not null and p_compare_from > p_compare_to then
    raise exception 'The comparison period starts after it ends.' using errcode = 'P0001';
  end if;
end;
$$;
revoke all on function private.report_check_period(p_from date, p_to date, p_compare_from date, p_compare_to date) from public, anon, authenticated, service_role;
