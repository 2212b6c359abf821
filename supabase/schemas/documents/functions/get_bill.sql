-- RPC: one bill for its record page, with its state, lines (account, project, fund), payments,
-- vendor's 1099 flag and void entry; null when it does not exist or belongs to an organization the
-- caller is not a member of.
create or replace function public.get_bill(p_bill_id uuid)
returns json
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
    return null;
  end if;
  v_today := private.today_for_organization(v_bill.organization_id);
  return json_build_object(
    'id', v_bill.id, 'organization_id', v_bill.organization_id, 'bill_number', v_bill.bill_number,
    'vendor_id', v_bill.vendor_id, 'vendor_name', v_bill.vendor_name, 'vendor_reference', v_bill.vendor_reference,
    'vendor_is_1099', coalesce((select v.is_1099 from public.vendors v where v.id = v_bill.vendor_id), false),
    'bill_date', v_bill.bill_date, 'due_date', v_bill.due_date, 'status', v_bill.status,
    'state', private.document_state('bill', v_bill.status, v_bill.total, v_bill.amount_paid, v_bill.due_date, v_today),
    'total', v_bill.total::text, 'amount_paid', v_bill.amount_paid::text, 'balance', (v_bill.total - v_bill.amount_paid)::text,
    'paid_date', v_bill.paid_date, 'fund_id', v_bill.fund_id, 'fund_name', (select f.name from public.funds f where f.id = v_bill.fund_id),
    'notes', v_bill.notes, 'journal_entry_id', v_bill.journal_entry_id,
    'attachment_path', v_bill.attachment_path, 'attachment_name', v_bill.attachment_name,
    'void_entry_id', (select e.id from public.journal_entries e where e.reverses_entry_id = v_bill.journal_entry_id),
    'created_at', v_bill.created_at, 'updated_at', v_bill.updated_at,
    'lines', private.document_lines('bill', v_bill.id),
    'payments', private.document_payments('bill', v_bill.id));
end;
$$;
revoke all on function public.get_bill(p_bill_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_bill(p_bill_id uuid) to authenticated, service_role;
