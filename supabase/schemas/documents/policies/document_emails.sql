alter table public.document_emails enable row level security;

drop policy if exists members_read on public.document_emails;
create policy members_read on public.document_emails
  for select
  to authenticated
  using (public.is_org_member(organization_id));
