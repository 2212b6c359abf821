-- {without, with, total} of the period plus compare_total of the comparison (null without one).
create or replace function private.report_with_compare(p_cur json, p_cmp json)
returns public.activities_amounts
language sql
immutable
set search_path = ''
as $$
  select (p_cur->>'without')::numeric, (p_cur->>'with')::numeric, (p_cur->>'total')::numeric, (p_cmp->>'total')::numeric
$$;
revoke all on function private.report_with_compare(p_cur json, p_cmp json) from public, anon, authenticated, service_role;
