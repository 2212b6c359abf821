-- RPC for owners, admins and members: creates or saves a bill from the editor (p_bill: the header;
-- p_lines: the lines, replacing the draft's; p_approve: approve it once saved). A draft changes
-- freely; an approved bill keeps its vendor, lines, amounts, fund and date, and only its vendor
-- reference, due date and notes change. A line without an account takes the vendor's default
-- expense account; a line from a purchase order keeps its link (private.save_document).
create or replace function public.save_bill(
  p_organization_id uuid,
  p_bill_id uuid default null,
  p_bill jsonb default '{}'::jsonb,
  p_lines jsonb default null,
  p_approve boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.save_document('bill', p_organization_id, p_bill_id, p_bill, p_lines, p_approve);
end;
$$;
revoke all on function public.save_bill(p_organization_id uuid, p_bill_id uuid, p_bill jsonb, p_lines jsonb, p_approve boolean) from public, anon, authenticated, service_role;
grant execute on function public.save_bill(p_organization_id uuid, p_bill_id uuid, p_bill jsonb, p_lines jsonb, p_approve boolean) to authenticated, service_role;
