-- RPC: the bundle the app loads when a member opens an organization, with the settings. Funds,
-- accounts, the chart's reference lists and projects come whole: the pickers offer every one, and
-- an organization has tens or hundreds of them. Every other list carries at most the
-- private.bundle_limit() newest rows (by date for transactions, documents, donations, entries,
-- payroll runs, purchase orders and budgets; by creation for the rest) with their lines, so the
-- bundle stays small for an organization with 100,000 donors; `totals` counts every row so a
-- screen can say there are more. A screen that needs a whole list reads a paged or searched RPC
-- (list_employees, employee_departments, list_customers, list_vendors, list_donors). Employees come
-- without pay (it lives in employee_pay), and payroll runs only for whoever may see pay
-- (can_read_pay). Members only.
create or replace function public.get_organization_data(p_organization_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := private.bundle_limit();
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return json_build_object(
    'funds', coalesce((select json_agg(f order by f.name) from public.funds f where f.organization_id = p_organization_id), '[]'::json),
    'accounts', coalesce((select json_agg(a order by a.code) from public.accounts a where a.organization_id = p_organization_id), '[]'::json),
    'account_categories', coalesce((select json_agg(c order by c.sort_order) from public.account_categories c where c.organization_id = p_organization_id), '[]'::json),
    'account_types', coalesce((select json_agg(t order by t.name) from public.account_types t where t.organization_id = p_organization_id), '[]'::json),
    'account_descriptions', coalesce((select json_agg(d order by d.name) from public.account_descriptions d where d.organization_id = p_organization_id), '[]'::json),
    'projects', coalesce((select json_agg(p order by p.name) from public.projects p where p.organization_id = p_organization_id), '[]'::json),
    'project_tasks', coalesce((
      select json_agg(t order by t.project_id, t.sort_order, t.start_date) from (
        select * from public.project_tasks x where x.organization_id = p_organization_id
        order by x.created_at desc, x.id limit v_limit) t), '[]'::json),
    'transactions', coalesce((
      select json_agg(t order by t.date desc, t.created_at desc, t.id) from (
        select * from public.transactions x where x.organization_id = p_organization_id
        order by x.date desc, x.created_at desc, x.id limit v_limit) t), '[]'::json),
    'invoices', coalesce((
      select json_agg(i order by i.issue_date desc, i.invoice_number desc) from (
        select x.*, coalesce((select json_agg(l order by l.line_number) from public.invoice_lines l where l.invoice_id = x.id), '[]'::json) as invoice_lines
        from public.invoices x where x.organization_id = p_organization_id
        order by x.issue_date desc, x.invoice_number desc limit v_limit) i), '[]'::json),
    'bills', coalesce((
      select json_agg(b order by b.bill_date desc, b.bill_number desc) from (
        select x.*, coalesce((select json_agg(l order by l.line_number) from public.bill_lines l where l.bill_id = x.id), '[]'::json) as bill_lines
        from public.bills x where x.organization_id = p_organization_id
        order by x.bill_date desc, x.bill_number desc limit v_limit) b), '[]'::json),
    'donations', coalesce((
      select json_agg(d order by d.donation_date desc, d.created_at desc) from (
        select * from public.donations x where x.organization_id = p_organization_id
        order by x.donation_date desc, x.created_at desc limit v_limit) d), '[]'::json),
    'journal_entries', coalesce((
      select json_agg(e order by e.entry_date desc, e.created_at desc, e.id) from (
        select x.*, coalesce((select json_agg(l order by l.line_number, l.id) from public.journal_entry_lines l where l.journal_entry_id = x.id), '[]'::json) as journal_entry_lines
        from public.journal_entries x where x.organization_id = p_organization_id
        order by x.entry_date desc, x.created_at desc, x.id limit v_limit) e), '[]'::json),
    'employees', coalesce((
      select json_agg(e order by e.name) from (
        select * from public.employees x where x.organization_id = p_organization_id
        order by x.created_at desc, x.id limit v_limit) e), '[]'::json),
    'payroll_runs', coalesce((
      select json_agg(r order by r.pay_date desc) from (
        select x.*, coalesce((select json_agg(l) from public.payroll_run_lines l where l.payroll_run_id = x.id), '[]'::json) as lines
        from public.payroll_runs x where x.organization_id = p_organization_id and public.can_read_pay(p_organization_id)
        order by x.pay_date desc, x.created_at desc, x.id limit v_limit) r), '[]'::json),
    'purchase_requests', coalesce((
      select json_agg(r order by r.created_at desc) from (
        select x.*, coalesce((select json_agg(i order by i.created_at, i.id) from public.purchase_request_items i where i.purchase_request_id = x.id), '[]'::json) as items
        from public.purchase_requests x where x.organization_id = p_organization_id
        order by x.created_at desc, x.id limit v_limit) r), '[]'::json),
    'purchase_orders', coalesce((
      select json_agg(o order by o.order_date desc, o.po_number desc) from (
        select x.*, coalesce((select json_agg(i order by i.created_at, i.id) from public.purchase_order_items i where i.purchase_order_id = x.id), '[]'::json) as items
        from public.purchase_orders x where x.organization_id = p_organization_id
        order by x.order_date desc, x.po_number desc, x.id limit v_limit) o), '[]'::json),
    'inventory', coalesce((
      select json_agg(i order by i.name) from (
        select * from public.inventory x where x.organization_id = p_organization_id
        order by x.created_at desc, x.id limit v_limit) i), '[]'::json),
    'budgets', coalesce((
      select json_agg(b order by b.fiscal_year desc, b.name) from (
        select x.*, coalesce((select json_agg(li order by li.created_at, li.id) from public.budget_line_items li where li.budget_id = x.id), '[]'::json) as line_items
        from public.budgets x where x.organization_id = p_organization_id
        order by x.fiscal_year desc, x.created_at desc, x.id limit v_limit) b), '[]'::json),
    'customers', coalesce((
      select json_agg(c order by c.name) from (
        select * from public.customers x where x.organization_id = p_organization_id
        order by x.created_at desc, x.id limit v_limit) c), '[]'::json),
    'vendors', coalesce((
      select json_agg(v order by v.name) from (
        select * from public.vendors x where x.organization_id = p_organization_id
        order by x.created_at desc, x.id limit v_limit) v), '[]'::json),
    'donors', coalesce((
      select json_agg(d order by d.name) from (
        select * from public.donors x where x.organization_id = p_organization_id
        order by x.created_at desc, x.id limit v_limit) d), '[]'::json),
    'organization_settings', (select to_json(s) from public.organization_settings s where s.organization_id = p_organization_id),
    'totals', json_build_object(
      'transactions', (select count(*) from public.transactions x where x.organization_id = p_organization_id),
      'invoices', (select count(*) from public.invoices x where x.organization_id = p_organization_id),
      'bills', (select count(*) from public.bills x where x.organization_id = p_organization_id),
      'donations', (select count(*) from public.donations x where x.organization_id = p_organization_id),
      'journal_entries', (select count(*) from public.journal_entries x where x.organization_id = p_organization_id),
      'project_tasks', (select count(*) from public.project_tasks x where x.organization_id = p_organization_id),
      'employees', (select count(*) from public.employees x where x.organization_id = p_organization_id),
      'payroll_runs', (select count(*) from public.payroll_runs x where x.organization_id = p_organization_id),
      'purchase_requests', (select count(*) from public.purchase_requests x where x.organization_id = p_organization_id),
      'purchase_orders', (select count(*) from public.purchase_orders x where x.organization_id = p_organization_id),
      'inventory', (select count(*) from public.inventory x where x.organization_id = p_organization_id),
      'budgets', (select count(*) from public.budgets x where x.organization_id = p_organization_id),
      'customers', (select count(*) from public.customers x where x.organization_id = p_organization_id),
      'vendors', (select count(*) from public.vendors x where x.organization_id = p_organization_id),
      'donors', (select count(*) from public.donors x where x.organization_id = p_organization_id)),
    'limit', v_limit
  );
end;
$$;
revoke all on function public.get_organization_data(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_organization_data(p_organization_id uuid) to authenticated, service_role;
