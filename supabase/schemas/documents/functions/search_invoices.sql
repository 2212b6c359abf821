-- RPC for members: one page of invoices with their state, filtered (state, or 'open': sent,
-- partially paid or overdue; customer; issue dates; search on number, customer, e-mail and notes)
-- and sorted, with the totals of every filtered invoice (private.search_documents); each row as
-- the invoices list shows it. The answer is a public.invoice_page.
create or replace function public.search_invoices(
  p_organization_id uuid,
  p_status text default null,
  p_customer_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.invoice_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_page record;
  v_today date;
begin
  select * into v_page from private.search_documents('invoice', p_organization_id, p_status, p_customer_id, p_from, p_to, p_search,
    p_sort, p_direction, p_limit, p_offset, null);
  v_today := private.today_for_organization(p_organization_id);
  return row(v_page.total, v_page.totals, array(
    select row(
      f.id, f.invoice_number, f.customer_id, f.customer_name, f.customer_email, f.issue_date, f.due_date, f.terms,
      f.status, f.state, f.total::text, f.amount_paid::text, private.document_balance_due(f.status, f.total, f.amount_paid)::text, f.paid_date, f.fund_id, fu.name,
      f.project_id, f.notes, case when f.state = 'overdue' then v_today - f.due_date else 0 end, f.updated_at)::public.invoice_row
    from unnest(v_page.ids) with ordinality as p (id, n)
    cross join lateral (
      select i.*, private.document_state('invoice', i.status, i.total, i.amount_paid, i.due_date, v_today) as state
      from public.invoices i where i.id = p.id) f
    left join public.funds fu on fu.id = f.fund_id
    order by p.n)
  )::public.invoice_page;
end;
$$;
revoke all on function public.search_invoices(p_organization_id uuid, p_status text, p_customer_id uuid, p_from date, p_to date, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_invoices(p_organization_id uuid, p_status text, p_customer_id uuid, p_from date, p_to date, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
