-- {without, with, total} of the period plus compare_total of the comparison (null without one).
create or replace function private.report_with_compare(p_cur json, p_cmp json)
returns json
language sql
immutable
set search_path = ''
as $$
  select json_build_object(
    'without', (p_cur->>'without')::numeric,
    'with', (p_cur->>'with')::numeric,
    'total', (p_cur->>'total')::numeric,
    'compare_total', (p_cmp->>'total')::numeric)
$$;
revoke all on function private.report_with_compare(p_cur json, p_cmp json) from public, anon, authenticated, service_role;
