-- Pay periods per year by schedule: a salaried employee's gross is the annual salary over it.
create or replace function private.pay_periods_per_year(p_schedule text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_schedule when 'weekly' then 52 when 'biweekly' then 26 when 'monthly' then 12 else 24 end
$$;
revoke all on function private.pay_periods_per_year(text) from public, anon, authenticated, service_role;
