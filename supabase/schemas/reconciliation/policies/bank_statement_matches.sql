-- Bank statement matches: members of the organization read; written only through the
-- reconciliation RPCs (security definer, checking the caller's role), never directly.
alter table public.bank_statement_matches enable row level security;

drop policy if exists members_read on public.bank_statement_matches;
create policy members_read on public.bank_statement_matches
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
