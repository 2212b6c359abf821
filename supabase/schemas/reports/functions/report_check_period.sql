-- Refuses a period, or a comparison period, that starts after it ends. The reports call it once
-- they have defaulted the period (p_to: today, p_from: the fiscal year's first day); a comparison
-- counts only with both ends.
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
