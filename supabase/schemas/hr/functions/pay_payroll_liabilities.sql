-- RPC: pays payroll liabilities (private.record_payroll_liability_payment): one payment date,
-- paying account (empty: the cash account), method and reference for the items chosen on the Liabilities tab, all or nothing.
-- Only owners and admins (who run payroll), and only while they may see pay (can_read_pay).
create or replace function public.pay_payroll_liabilities(
  p_organization_id uuid,
  p_payment_date date,
  p_items jsonb,
  p_account_id uuid default null,
  p_method text default 'ach',
  p_reference text default null,
  p_memo text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_role(p_organization_id, array['owner', 'admin'], 'Only owners and admins can pay payroll liabilities');
  perform private.require_pay_reader(p_organization_id);
  return private.record_payroll_liability_payment(p_organization_id, p_payment_date, p_account_id, p_items, p_method, p_reference, p_memo, auth.uid());
end;
$$;
revoke all on function public.pay_payroll_liabilities(p_organization_id uuid, p_payment_date date, p_items jsonb, p_account_id uuid, p_method text, p_reference text, p_memo text) from public, anon, authenticated, service_role;
grant execute on function public.pay_payroll_liabilities(p_organization_id uuid, p_payment_date date, p_items jsonb, p_account_id uuid, p_method text, p_reference text, p_memo text) to authenticated, service_role;
