-- RPC for members: one page of bills with their state, filtered (state, or 'open': approved,
-- partially paid or overdue; vendor; bill dates; due by; search on number, vendor, vendor reference
-- and notes) and sorted, with the totals of every filtered bill (private.search_documents); each
-- row as the bills list shows it. The answer is a public.bill_page.
create or replace function public.search_bills(
  p_organization_id uuid,
  p_status text default null,
  p_vendor_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0,
  p_due_by date default null
)
returns public.bill_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_page record;
  v_today date;
begin
  select * into v_page from private.search_documents('bill', p_organization_id, p_status, p_vendor_id, p_from, p_to, p_search,
    p_sort, p_direction, p_limit, p_offset, p_due_by);
  v_today := private.today_for_organization(p_organization_id);
  return row(v_page.total, v_page.totals, array(
    select row(
      f.id, f.bill_number, f.vendor_id, f.vendor_name, f.vendor_reference, f.bill_date, f.due_date,
      f.status, f.state, f.total::text, f.amount_paid::text, private.document_balance_due(f.status, f.total, f.amount_paid)::text, f.paid_date, f.fund_id, fu.name,
      f.notes, f.attachment_path, f.attachment_name, case when f.state = 'overdue' then v_today - f.due_date else 0 end,
      f.updated_at)::public.bill_row
    from unnest(v_page.ids) with ordinality as p (id, n)
    cross join lateral (
      select b.*, private.document_state('bill', b.status, b.total, b.amount_paid, b.due_date, v_today) as state
      from public.bills b where b.id = p.id) f
    left join public.funds fu on fu.id = f.fund_id
    order by p.n)
  )::public.bill_page;
end;
$$;
revoke all on function public.search_bills(p_organization_id uuid, p_status text, p_vendor_id uuid, p_from date, p_to date, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer, p_due_by date) from public, anon, authenticated, service_role;
grant execute on function public.search_bills(p_organization_id uuid, p_status text, p_vendor_id uuid, p_from date, p_to date, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer, p_due_by date) to authenticated, service_role;
