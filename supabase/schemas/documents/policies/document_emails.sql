-- Document e-mails (the outbox): members of the organization read; nobody writes through the API
-- (public.queue_document_email queues a message, the backend's mail worker records its sending).
alter table public.document_emails enable row level security;

drop policy if exists members_read on public.document_emails;
create policy members_read on public.document_emails
  for select
  to authenticated
  using (public.is_org_member(organization_id));
