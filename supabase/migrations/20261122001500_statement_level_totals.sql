-- Bulk writes stay fast: document totals are recomputed once per statement (not once per line),
-- and the audit trigger pairs old and new rows with a hash join instead of comparing every pair.

-- Lines and items -> the documents whose totals they make up.
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

drop trigger invoice_lines_changed on public.invoice_lines;
drop trigger bill_lines_changed on public.bill_lines;
drop trigger payroll_run_lines_changed on public.payroll_run_lines;
drop trigger purchase_request_items_changed on public.purchase_request_items;
drop trigger purchase_order_items_changed on public.purchase_order_items;
drop trigger budget_line_items_changed on public.budget_line_items;

do $$
declare
  t text;
begin
  foreach t in array array['invoice_lines', 'bill_lines', 'payroll_run_lines', 'purchase_request_items', 'purchase_order_items', 'budget_line_items'] loop
    execute format('create trigger totals_after_insert after insert on public.%I referencing new table as new_rows for each statement execute function private.document_items_changed()', t);
    execute format('create trigger totals_after_update after update on public.%I referencing old table as old_rows new table as new_rows for each statement execute function private.document_items_changed()', t);
    execute format('create trigger totals_after_delete after delete on public.%I referencing old table as old_rows for each statement execute function private.document_items_changed()', t);
  end loop;
end;
$$;

-- The audit trigger, with old and new rows paired by key through a hash join.
create or replace function private.audit_statement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
  v_role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', current_user);
  v_noise text[] := array['updated_at', 'next_invoice_number', 'next_bill_number', 'next_receipt_number'];
begin
  if tg_op = 'INSERT' then
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, new_data)
    select coalesce((n.j ->> 'organization_id')::uuid, case when tg_table_name = 'organizations' then (n.j ->> 'id')::uuid end),
           tg_table_name, coalesce(n.j ->> 'id', n.j ->> 'organization_id'), tg_op, v_actor, v_role, n.j
    from (select to_jsonb(x) j from new_rows x) n;
  elsif tg_op = 'UPDATE' then
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, old_data, new_data)
    with n as materialized (select to_jsonb(x) j from new_rows x),
         nk as materialized (select j, coalesce(j ->> 'id', j ->> 'organization_id') k from n),
         o as materialized (select to_jsonb(x) j from old_rows x),
         ok as materialized (select j, coalesce(j ->> 'id', j ->> 'organization_id') k from o)
    select coalesce((nk.j ->> 'organization_id')::uuid, case when tg_table_name = 'organizations' then (nk.j ->> 'id')::uuid end),
           tg_table_name, nk.k, tg_op, v_actor, v_role, ok.j, nk.j
    from nk left join ok using (k)
    -- Bookkeeping columns (timestamps, document counters) alone are not news.
    where (ok.j - v_noise) is distinct from (nk.j - v_noise);
  else
    -- A deleted organization takes its audit rows with it; keep the deletion itself unattributed to it.
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, old_data)
    select case when private.organization_gone((o.j ->> 'organization_id')::uuid) then null else (o.j ->> 'organization_id')::uuid end,
           tg_table_name, coalesce(o.j ->> 'id', o.j ->> 'organization_id'), tg_op, v_actor, v_role, o.j
    from (select to_jsonb(x) j from old_rows x) o;
  end if;
  return null;
end;
$$;
