-- Billing payments: owners and admins read their organization's payment history; only the webhook
-- writes it.
alter table public.billing_payments enable row level security;

drop policy if exists admins_read on public.billing_payments;
create policy admins_read on public.billing_payments
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids(array['owner', 'admin'])));
