-- Bank reconciliations: members of the organization read; written only through the
-- reconciliation RPCs (security definer, checking the caller's role), never directly.
alter table public.bank_reconciliations enable row level security;

drop policy if exists members_read on public.bank_reconciliations;
create policy members_read on public.bank_reconciliations
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
