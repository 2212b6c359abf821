-- The organization's rates (organization_settings.payroll_tax_rates) applied to a gross amount, one
-- amount per rate rounded to the cent. An entry may say "kind": "benefit" (withheld as a deduction
-- when the employee pays it, posted to Employee Benefits when the employer does); without it an
-- entry is a tax. An entry may name its "agency" (who the amount is remitted to: "Internal Revenue
-- Service"); without one the rate's name stands for it on the Liabilities tab.
create or replace function private.payroll_breakdown(p_org uuid, p_gross numeric)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'name', x ->> 'name', 'rate', x ->> 'rate', 'paid_by', x ->> 'paid_by',
           'kind', case when x ->> 'kind' = 'benefit' then 'benefit' else 'tax' end,
           'agency', nullif(btrim(coalesce(x ->> 'agency', '')), ''),
           'amount', round(p_gross * (x ->> 'rate')::numeric / 100, 2)::text) order by n), '[]'::jsonb)
  from public.organization_settings s
  cross join lateral jsonb_array_elements(s.payroll_tax_rates) with ordinality as t (x, n)
  where s.organization_id = p_org
$$;
revoke all on function private.payroll_breakdown(p_org uuid, p_gross numeric) from public, anon, authenticated, service_role;
