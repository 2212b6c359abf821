-- Invoice payments: members of the organization read; owners, admins and members record them. No
-- update or delete policy: a payment is final (a correcting journal entry fixes a mistake).
alter table public.invoice_payments enable row level security;

drop policy if exists editors_insert on public.invoice_payments;
create policy editors_insert on public.invoice_payments
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.invoice_payments;
create policy members_read on public.invoice_payments
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
