-- What an approved run owes beyond net pay, item by item: each line's breakdown (a rate's name, its
-- agency, who pays it and its kind) split over the funds the employee's pay is charged to (the
-- allocations' funds, else the run's), by cumulative rounding so that the shares of an amount add
-- up to it to the cent. A line whose amounts its breakdown does not explain (lines written without
-- one) owes the difference as "Other payroll liabilities". The approval entry credits Accrued
-- Payroll Liabilities with exactly these sums per fund, and public.payroll_liabilities reads them.
create or replace function private.payroll_run_liability_items(p_run_id uuid)
returns table (agency text, item text, paid_by text, kind text, fund_id uuid, amount numeric)
language sql
stable
security definer
set search_path = ''
as $$
  with run as (
    select r.id, r.fund_id from public.payroll_runs r where r.id = p_run_id
  ), items as (
    select l.id as line_id, l.employee_id, x ->> 'name' as item,
           coalesce(nullif(btrim(x ->> 'agency'), ''), x ->> 'name') as agency,
           coalesce(x ->> 'paid_by', 'employee') as paid_by, coalesce(x ->> 'kind', 'tax') as kind,
           coalesce(nullif(x ->> 'amount', '')::numeric, 0) as amount
    from public.payroll_run_lines l
    cross join lateral jsonb_array_elements(case when jsonb_typeof(l.breakdown) = 'array' then l.breakdown else '[]'::jsonb end) x
    where l.payroll_run_id = p_run_id
    union all
    select l.id, l.employee_id, 'Other payroll liabilities', 'Other payroll liabilities', 'employer', 'tax',
           l.employee_taxes + l.deductions + l.employer_taxes + l.benefits
             - coalesce((select sum(coalesce(nullif(x ->> 'amount', '')::numeric, 0))
                         from jsonb_array_elements(case when jsonb_typeof(l.breakdown) = 'array' then l.breakdown else '[]'::jsonb end) x), 0)
    from public.payroll_run_lines l
    where l.payroll_run_id = p_run_id
  ), funds as (
    -- Each employee's share of pay per fund, the largest first (as the approval entry splits pay).
    select f.employee_id, f.fund_id, f.percent,
           sum(f.percent) over (partition by f.employee_id order by f.percent desc, f.fund_id) as cum
    from (
      select l.employee_id, coalesce(a.fund_id, run.fund_id) as fund_id, sum(a.percent) as percent
      from public.payroll_run_lines l
      cross join run
      cross join lateral (
        select x.fund_id, x.percent from public.employee_allocations x where x.employee_id = l.employee_id
        union all
        select null::uuid, 100::numeric where not exists (select 1 from public.employee_allocations x where x.employee_id = l.employee_id)
      ) a
      where l.payroll_run_id = p_run_id
      group by l.employee_id, coalesce(a.fund_id, run.fund_id)
    ) f
  )
  select i.agency, i.item, i.paid_by, i.kind, f.fund_id,
         sum(round(i.amount * f.cum / 100, 2) - round(i.amount * (f.cum - f.percent) / 100, 2))
  from items i
  join funds f on f.employee_id = i.employee_id
  where i.amount <> 0
  group by i.agency, i.item, i.paid_by, i.kind, f.fund_id
  having sum(round(i.amount * f.cum / 100, 2) - round(i.amount * (f.cum - f.percent) / 100, 2)) <> 0
$$;
revoke all on function private.payroll_run_liability_items(p_run_id uuid) from public, anon, authenticated, service_role;
