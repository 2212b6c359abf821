-- RPC: one bill for its record page, with its state, lines (account, project, fund), payments,
-- vendor's 1099 flag and void entry (a public.bill_detail); no row when it does not exist or belongs
-- to an organization the caller is not a member of (the page reads it with maybeSingle).
create or replace function public.get_bill(p_bill_id uuid)
returns setof public.bill_detail
rows 1
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_bill public.bills;
  v_today date;
begin
  select * into v_bill from public.bills b where b.id = p_bill_id;
  if not found or not public.is_org_member(v_bill.organization_id) then
    return;
  end if;
  v_today := private.today_for_organization(v_bill.organization_id);
  return next row(
    v_bill.id, v_bill.organization_id, v_bill.bill_number,
    v_bill.vendor_id, v_bill.vendor_name, v_bill.vendor_reference,
    coalesce((select v.is_1099 from public.vendors v where v.id = v_bill.vendor_id), false),
    v_bill.bill_date, v_bill.due_date, v_bill.status,
    private.document_state('bill', v_bill.status, v_bill.total, v_bill.amount_paid, v_bill.due_date, v_today),
    v_bill.total::text, v_bill.amount_paid::text, private.document_balance_due(v_bill.status, v_bill.total, v_bill.amount_paid)::text,
    v_bill.paid_date, v_bill.fund_id, (select f.name from public.funds f where f.id = v_bill.fund_id),
    v_bill.notes, v_bill.journal_entry_id,
    v_bill.attachment_path, v_bill.attachment_name,
    (select e.id from public.journal_entries e where e.reverses_entry_id = v_bill.journal_entry_id),
    v_bill.created_at, v_bill.updated_at,
    private.document_lines('bill', v_bill.id),
    private.document_payments('bill', v_bill.id))::public.bill_detail;
end;
$$;
revoke all on function public.get_bill(p_bill_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_bill(p_bill_id uuid) to authenticated, service_role;
