-- RPC: the payroll liabilities of an organization by agency, item and period (the month of the
-- runs' pay dates), over every fund: accrued, paid and owed (private.payroll_liability_balances);
-- with p_open_only (the default), only what is not settled. Only whoever may see pay (can_read_pay).
create or replace function public.payroll_liabilities(p_organization_id uuid, p_open_only boolean default true)
returns table (
  agency text,
  item text,
  paid_by text,
  kind text,
  period date,
  accrued numeric,
  paid numeric,
  owed numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_pay_reader(p_organization_id);
  return query
    select b.agency, b.item, min(b.paid_by), min(b.kind), b.period, sum(b.accrued), sum(b.paid), sum(b.accrued - b.paid)
    from private.payroll_liability_balances(p_organization_id) b
    group by b.agency, b.item, b.period
    having not coalesce(p_open_only, true) or sum(b.accrued) <> sum(b.paid)
    order by b.period, b.agency, min(b.paid_by), b.item;
end;
$$;
revoke all on function public.payroll_liabilities(p_organization_id uuid, p_open_only boolean) from public, anon, authenticated, service_role;
grant execute on function public.payroll_liabilities(p_organization_id uuid, p_open_only boolean) to authenticated, service_role;
