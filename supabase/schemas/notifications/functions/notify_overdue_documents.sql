-- Notifications for invoices past due and bills due within a week (or past due), each linking to
-- the document; a document is announced once per state (no repeat while the same notice exists).
-- Returns how many were added. No membership check: the scheduled run and the demo seed call it.
create or replace function private.notify_overdue_documents(p_organization_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.today_for_organization(p_organization_id);
  v_added integer := 0;
  v_count integer;
begin
  insert into public.notifications (organization_id, title, message, link)
  select i.organization_id, 'Invoice overdue',
         format('Invoice %s to %s is past its due date (%s) with %s open.', i.invoice_number, i.customer_name, i.due_date, to_char(i.total - i.amount_paid, 'FM999,999,999,990.00')),
         '/app/finance/invoices/' || i.id
  from public.invoices i
  where i.organization_id = p_organization_id and i.status not in ('draft', 'void', 'paid') and i.amount_paid < i.total and i.due_date < v_today
    and not exists (select 1 from public.notifications n where n.organization_id = p_organization_id and n.title = 'Invoice overdue' and n.link = '/app/finance/invoices/' || i.id);
  get diagnostics v_count = row_count;
  v_added := v_added + v_count;
  insert into public.notifications (organization_id, title, message, link)
  select b.organization_id, case when b.due_date < v_today then 'Bill overdue' else 'Bill due' end,
         format('Bill %s from %s is due %s: %s to pay.', b.bill_number, b.vendor_name, b.due_date, to_char(b.total - b.amount_paid, 'FM999,999,999,990.00')),
         '/app/finance/bills/' || b.id
  from public.bills b
  where b.organization_id = p_organization_id and b.status not in ('draft', 'void', 'paid') and b.amount_paid < b.total and b.due_date <= v_today + 7
    and not exists (select 1 from public.notifications n where n.organization_id = p_organization_id
                    and n.title = case when b.due_date < v_today then 'Bill overdue' else 'Bill due' end and n.link = '/app/finance/bills/' || b.id);
  get diagnostics v_count = row_count;
  return v_added + v_count;
end;
$$;
revoke all on function private.notify_overdue_documents(p_organization_id uuid) from public, anon, authenticated, service_role;

-- The same for one organization, service role only (the backend's job, scripts): an internal job,
-- not an RPC for members, who could otherwise fire the organization's notices at will.
create or replace function public.notify_overdue_documents(p_organization_id uuid)
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.notify_overdue_documents(p_organization_id)
$$;
revoke all on function public.notify_overdue_documents(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.notify_overdue_documents(p_organization_id uuid) to service_role;
