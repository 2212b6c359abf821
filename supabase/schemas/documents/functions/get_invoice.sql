-- RPC: one invoice for its record page, with its state, lines (account, project, fund), payments,
-- customer's address and void entry; null when it does not exist or belongs to an organization the
-- caller is not a member of.
create or replace function public.get_invoice(p_invoice_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_today date;
begin
  select * into v_invoice from public.invoices i where i.id = p_invoice_id;
  if not found or not public.is_org_member(v_invoice.organization_id) then
    return null;
  end if;
  v_today := private.today_for_organization(v_invoice.organization_id);
  return json_build_object(
    'id', v_invoice.id, 'organization_id', v_invoice.organization_id, 'invoice_number', v_invoice.invoice_number,
    'customer_id', v_invoice.customer_id, 'customer_name', v_invoice.customer_name, 'customer_email', v_invoice.customer_email,
    'customer_address', (select c.address from public.customers c where c.id = v_invoice.customer_id),
    'issue_date', v_invoice.issue_date, 'due_date', v_invoice.due_date, 'terms', v_invoice.terms,
    'status', v_invoice.status,
    'state', private.document_state('invoice', v_invoice.status, v_invoice.total, v_invoice.amount_paid, v_invoice.due_date, v_today),
    'total', v_invoice.total::text, 'amount_paid', v_invoice.amount_paid::text, 'balance', (v_invoice.total - v_invoice.amount_paid)::text,
    'paid_date', v_invoice.paid_date, 'fund_id', v_invoice.fund_id, 'fund_name', (select f.name from public.funds f where f.id = v_invoice.fund_id),
    'project_id', v_invoice.project_id, 'notes', v_invoice.notes, 'journal_entry_id', v_invoice.journal_entry_id,
    'void_entry_id', (select e.id from public.journal_entries e where e.reverses_entry_id = v_invoice.journal_entry_id),
    'created_at', v_invoice.created_at, 'updated_at', v_invoice.updated_at,
    'lines', private.document_lines('invoice', v_invoice.id),
    'payments', private.document_payments('invoice', v_invoice.id));
end;
$$;
revoke all on function public.get_invoice(p_invoice_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_invoice(p_invoice_id uuid) to authenticated, service_role;
