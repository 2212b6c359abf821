-- A drill-down slice as json, null members left out. closing: the year-end closing entries count
-- (the post-closing trial balance's cells).
create or replace function private.report_slice(
  p_accounts uuid[] default null, p_categories text[] default null, p_from date default null, p_to date default null,
  p_fund uuid default null, p_project uuid default null, p_function text default null, p_restriction text default null,
  p_no_project boolean default false, p_sign text default null, p_closing boolean default false)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'accounts', to_jsonb(p_accounts), 'categories', to_jsonb(p_categories), 'from', p_from, 'to', p_to,
    'fund', p_fund, 'project', p_project, 'function', p_function, 'restriction', p_restriction,
    'noProject', case when p_no_project then true end, 'sign', p_sign,
    'closing', case when p_closing then true end))
$$;
revoke all on function private.report_slice(p_accounts uuid[], p_categories text[], p_from date, p_to date, p_fund uuid, p_project uuid, p_function text, p_restriction text, p_no_project boolean, p_sign text, p_closing boolean) from public, anon, authenticated, service_role;
