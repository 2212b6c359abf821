-- Statement trigger on the lines or items of invoices, bills, payroll runs, purchase requests,
-- purchase orders and budgets: recomputes the totals of the documents they make up, one update per
-- statement whatever the number of rows. A line never moves to another document, and the lines of
-- an issued invoice, an approved bill or a paid or void payroll run do not change (except while
-- the organization is being deleted). The foreign key column differs per table, so rows are read
-- as json.
create or replace function private.document_items_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fk text := case tg_table_name
    when 'invoice_lines' then 'invoice_id' when 'bill_lines' then 'bill_id'
    when 'payroll_run_lines' then 'payroll_run_id' when 'purchase_request_items' then 'purchase_request_id'
    when 'purchase_order_items' then 'purchase_order_id' when 'budget_line_items' then 'budget_id' end;
  v_ids uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct (to_jsonb(r) ->> v_fk)::uuid) into v_ids from new_rows r;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct (to_jsonb(r) ->> v_fk)::uuid) into v_ids from old_rows r;
  else
    if exists (select 1 from new_rows n join old_rows o on (to_jsonb(o) ->> 'id') = (to_jsonb(n) ->> 'id')
               where (to_jsonb(o) ->> v_fk) <> (to_jsonb(n) ->> v_fk)) then
      raise exception 'A line cannot move to another document' using errcode = '42501';
    end if;
    select array_agg(distinct (to_jsonb(r) ->> v_fk)::uuid) into v_ids from new_rows r;
  end if;

  if tg_table_name = 'invoice_lines' then
    if exists (select 1 from public.invoices i where i.id = any (v_ids) and i.status <> 'draft' and not private.organization_gone(i.organization_id)) then
      raise exception 'Lines of an issued invoice cannot be changed' using errcode = '42501';
    end if;
    update public.invoices i set total = coalesce((select sum(l.amount) from public.invoice_lines l where l.invoice_id = i.id), 0)
    where i.id = any (v_ids);
  elsif tg_table_name = 'bill_lines' then
    if exists (select 1 from public.bills b where b.id = any (v_ids) and b.status <> 'draft' and not private.organization_gone(b.organization_id)) then
      raise exception 'Lines of an approved bill cannot be changed' using errcode = '42501';
    end if;
    update public.bills b set total = coalesce((select sum(l.amount) from public.bill_lines l where l.bill_id = b.id), 0)
    where b.id = any (v_ids);
  elsif tg_table_name = 'payroll_run_lines' then
    if exists (select 1 from public.payroll_runs r where r.id = any (v_ids) and r.status in ('paid', 'void') and not private.organization_gone(r.organization_id)) then
      raise exception 'Lines of a paid or void payroll run cannot be changed' using errcode = '42501';
    end if;
    update public.payroll_runs r set
      total_gross = t.gross, total_employee_taxes = t.employee_taxes, total_deductions = t.deductions,
      total_employer_taxes = t.employer_taxes, total_benefits = t.benefits, total_net = t.net
    from (
      select x.id, coalesce(sum(l.gross_pay), 0) gross, coalesce(sum(l.employee_taxes), 0) employee_taxes,
             coalesce(sum(l.deductions), 0) deductions, coalesce(sum(l.employer_taxes), 0) employer_taxes,
             coalesce(sum(l.benefits), 0) benefits, coalesce(sum(l.net_pay), 0) net
      from unnest(v_ids) as x (id) left join public.payroll_run_lines l on l.payroll_run_id = x.id
      group by x.id
    ) t
    where r.id = t.id;
  elsif tg_table_name = 'purchase_request_items' then
    update public.purchase_requests r set estimated_total = coalesce((
      select sum(i.estimated_amount) from public.purchase_request_items i where i.purchase_request_id = r.id), 0)
    where r.id = any (v_ids);
  elsif tg_table_name = 'purchase_order_items' then
    update public.purchase_orders o set total = coalesce((
      select sum(i.amount) from public.purchase_order_items i where i.purchase_order_id = o.id), 0)
    where o.id = any (v_ids);
  elsif tg_table_name = 'budget_line_items' then
    update public.budgets b set total_amount = coalesce((
      select sum(i.amount) from public.budget_line_items i where i.budget_id = b.id), 0)
    where b.id = any (v_ids);
  end if;
  return null;
end;
$$;
revoke all on function private.document_items_changed() from public, anon, authenticated, service_role;
