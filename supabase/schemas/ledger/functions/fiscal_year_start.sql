-- First day of the fiscal year holding p_date, from the organization's fiscal year start month.
create or replace function private.fiscal_year_start(p_org uuid, p_date date)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select make_date(
    extract(year from p_date)::int - case when extract(month from p_date)::int < m.start_month then 1 else 0 end,
    m.start_month, 1)
  from (select coalesce((select s.fiscal_year_start_month from public.organization_settings s where s.organization_id = p_org), 1)::int as start_month) m
$$;
revoke all on function private.fiscal_year_start(p_org uuid, p_date date) from public, anon, authenticated, service_role;

-- First day of a fiscal year named by the calendar year it starts in (as budgets name theirs).
create or replace function private.fiscal_year_start(p_organization_id uuid, p_fiscal_year integer)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select make_date(p_fiscal_year, coalesce((select s.fiscal_year_start_month from public.organization_settings s
                                            where s.organization_id = p_organization_id), 1)::int, 1)
$$;
revoke all on function private.fiscal_year_start(p_organization_id uuid, p_fiscal_year integer) from public, anon, authenticated, service_role;
