-- The default cash flow section of an account type, by its name within its category.
create or replace function private.default_cash_flow_section(p_category text, p_type_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_type_name = 'Bank' then 'cash'
    when p_type_name in ('Fixed Asset', 'Other Asset') then 'investing'
    when p_type_name in ('Long-term Liability') or coalesce(p_type_name, '') ~* '(loan|note|mortgage|long.?term)' then 'financing'
    when p_category = 'Assets' and coalesce(p_type_name, '') ~* '(investment|property|equipment|building|vehicle)' then 'investing'
    else 'operating'
  end
$$;
revoke all on function private.default_cash_flow_section(p_category text, p_type_name text) from public, anon, authenticated, service_role;
