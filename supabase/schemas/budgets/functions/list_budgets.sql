-- RPC: every budget of the organization with its scope and revenue, expense and net totals.
-- Members only.
create or replace function public.list_budgets(p_organization_id uuid)
returns table (
  id uuid, name text, fiscal_year integer, start_date date, end_date date, status text, version integer, notes text,
  fund_id uuid, fund_name text, project_id uuid, project_name text, fiscal_year_label text,
  revenue_total numeric, expense_total numeric, net_total numeric,
  approved_at timestamptz, created_at timestamptz, updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return query
  select r.id, r.name, r.fiscal_year, r.start_date, r.end_date, r.status, r.version, r.notes,
         r.fund_id, r.fund_name, r.project_id, r.project_name, r.fiscal_year_label,
         r.revenue_total, r.expense_total, r.net_total, r.approved_at, r.created_at, r.updated_at
  from (
    select b.id, b.name, b.fiscal_year, b.start_date, b.end_date, b.status, b.version, b.notes,
           b.fund_id, f.name as fund_name, b.project_id, p.name as project_name,
           private.fiscal_year_label(b.start_date, b.end_date) as fiscal_year_label,
           coalesce(t.revenue, 0) as revenue_total, coalesce(t.expenses, 0) as expense_total,
           coalesce(t.revenue, 0) - coalesce(t.expenses, 0) as net_total,
           b.approved_at, b.created_at, b.updated_at
    from public.budgets b
    left join public.funds f on f.id = b.fund_id
    left join public.projects p on p.id = b.project_id
    left join lateral (
      select sum(l.amount) filter (where a.category = 'Revenue') as revenue,
             sum(l.amount) filter (where a.category = 'Expenses') as expenses
      from public.budget_line_items l join public.accounts a on a.id = l.account_id
      where l.budget_id = b.id) t on true
    where b.organization_id = p_organization_id) r
  order by r.fiscal_year desc, r.status = 'approved' desc, r.fund_name nulls first, r.project_name nulls first, r.version desc;
end;
$$;
revoke all on function public.list_budgets(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_budgets(p_organization_id uuid) to authenticated, service_role;
