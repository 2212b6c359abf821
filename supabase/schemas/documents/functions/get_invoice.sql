-- RPC: one invoice for its record page, with its state, lines (account, project, fund), payments,
-- customer's address and void entry (a public.invoice_detail); no row when it does not exist or
-- belongs to an organization the caller is not a member of (the page reads it with maybeSingle).
create or replace function public.get_invoice(p_invoice_id uuid)
returns setof public.invoice_detail
rows 1
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
    return;
  end if;
  v_today := private.today_for_organization(v_invoice.organization_id);
  return next row(
    v_invoice.id, v_invoice.organization_id, v_invoice.invoice_number,
    v_invoice.customer_id, v_invoice.customer_name, v_invoice.customer_email,
    (select c.address from public.customers c where c.id = v_invoice.customer_id),
    v_invoice.issue_date, v_invoice.due_date, v_invoice.terms,
    v_invoice.status,
    private.document_state('invoice', v_invoice.status, v_invoice.total, v_invoice.amount_paid, v_invoice.due_date, v_today),
    v_invoice.total::text, v_invoice.amount_paid::text, private.document_balance_due(v_invoice.status, v_invoice.total, v_invoice.amount_paid)::text,
    v_invoice.paid_date, v_invoice.fund_id, (select f.name from public.funds f where f.id = v_invoice.fund_id),
    v_invoice.project_id, v_invoice.notes, v_invoice.journal_entry_id,
    (select e.id from public.journal_entries e where e.reverses_entry_id = v_invoice.journal_entry_id),
    v_invoice.created_at, v_invoice.updated_at,
    private.document_lines('invoice', v_invoice.id),
    private.document_payments('invoice', v_invoice.id))::public.invoice_detail;
end;
$$;
revoke all on function public.get_invoice(p_invoice_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_invoice(p_invoice_id uuid) to authenticated, service_role;
