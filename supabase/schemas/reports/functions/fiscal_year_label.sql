-- The label of a fiscal year: "FY 2026" for a calendar year, else "FY Jul 2025 - Jun 2026".
create or replace function private.fiscal_year_label(p_start date, p_end date)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when extract(month from p_start) = 1 then 'FY ' || extract(year from p_start)::int
              else 'FY ' || to_char(p_start, 'Mon YYYY') || ' - ' || to_char(p_end, 'Mon YYYY') end
$$;
revoke all on function private.fiscal_year_label(p_start date, p_end date) from public, anon, authenticated, service_role;
