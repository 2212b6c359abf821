-- RPC for owners, admins and members: creates or saves an invoice from the editor (p_invoice: the
-- header; p_lines: the lines, replacing the draft's; p_issue: issue it once saved). A draft
-- changes freely; an issued invoice keeps its customer, lines, amounts, fund and date, and only its
-- customer e-mail, due date, terms and notes change (private.save_document).
create or replace function public.save_invoice(
  p_organization_id uuid,
  p_invoice_id uuid default null,
  p_invoice jsonb default '{}'::jsonb,
  p_lines jsonb default null,
  p_issue boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.save_document('invoice', p_organization_id, p_invoice_id, p_invoice, p_lines, p_issue);
end;
$$;
revoke all on function public.save_invoice(p_organization_id uuid, p_invoice_id uuid, p_invoice jsonb, p_lines jsonb, p_issue boolean) from public, anon, authenticated, service_role;
grant execute on function public.save_invoice(p_organization_id uuid, p_invoice_id uuid, p_invoice jsonb, p_lines jsonb, p_issue boolean) to authenticated, service_role;
