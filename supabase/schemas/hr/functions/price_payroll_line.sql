-- Writes a line's gross and the amounts of its breakdown: employee taxes, deductions (employee
-- benefits), employer taxes and employer benefits.
create or replace function private.price_payroll_line(p_line_id uuid, p_gross numeric)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
  v_b jsonb;
  v_sum numeric;
begin
  select l.organization_id into v_org from public.payroll_run_lines l where l.id = p_line_id;
  v_b := private.payroll_breakdown(v_org, p_gross);
  update public.payroll_run_lines l set
    gross_pay = p_gross,
    breakdown = v_b,
    employee_taxes = coalesce((select sum((x ->> 'amount')::numeric) from jsonb_array_elements(v_b) x where x ->> 'paid_by' = 'employee' and x ->> 'kind' = 'tax'), 0),
    deductions = coalesce((select sum((x ->> 'amount')::numeric) from jsonb_array_elements(v_b) x where x ->> 'paid_by' = 'employee' and x ->> 'kind' = 'benefit'), 0),
    employer_taxes = coalesce((select sum((x ->> 'amount')::numeric) from jsonb_array_elements(v_b) x where x ->> 'paid_by' = 'employer' and x ->> 'kind' = 'tax'), 0),
    benefits = coalesce((select sum((x ->> 'amount')::numeric) from jsonb_array_elements(v_b) x where x ->> 'paid_by' = 'employer' and x ->> 'kind' = 'benefit'), 0)
  where l.id = p_line_id;
  -- Withholdings above the gross (rates over 100 percent in total) would leave a negative net pay.
  select l.employee_taxes + l.deductions into v_sum from public.payroll_run_lines l where l.id = p_line_id;
  if v_sum > p_gross then
    raise exception 'The employee rates withhold more than the gross pay; check the payroll rates in Settings' using errcode = '23514';
  end if;
end;
$$;
revoke all on function private.price_payroll_line(p_line_id uuid, p_gross numeric) from public, anon, authenticated, service_role;
