-- RPC: the payroll liabilities of an organization by agency, item, period (the month of the runs'
-- pay dates) and fund: accrued, paid and owed (private.payroll_liability_balances); with
-- p_open_only (the default), only what is not settled. Only whoever may see pay (can_read_pay).
create or replace function public.payroll_liabilities(p_organization_id uuid, p_open_only boolean default true)
returns table (
  agency text,
  item text,
  paid_by text,
  kind text,
  period date,
  fund_id uuid,
  fund_name text,
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
  perform private.require_member(p_organization_id);
  if not public.can_read_pay(p_organization_id) then
    raise exception 'Only owners, admins and members with payroll access can see payroll amounts' using errcode = '42501';
  end if;
  return query
    select b.agency, b.item, b.paid_by, b.kind, b.period, b.fund_id, f.name, b.accrued, b.paid, b.accrued - b.paid
    from private.payroll_liability_balances(p_organization_id) b
    left join public.funds f on f.id = b.fund_id
    where not coalesce(p_open_only, true) or b.accrued <> b.paid
    order by b.period, b.agency, b.paid_by, b.item, f.name;
end;
$$;
revoke all on function public.payroll_liabilities(p_organization_id uuid, p_open_only boolean) from public, anon, authenticated, service_role;
grant execute on function public.payroll_liabilities(p_organization_id uuid, p_open_only boolean) to authenticated, service_role;
