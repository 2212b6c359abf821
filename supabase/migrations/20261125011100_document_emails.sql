-- The document e-mail outbox (issue 13 point 4, used by receipts, invoices, statements, purchase
-- orders and pay stubs): a screen uploads the PDF to the private documents bucket
-- (documents/<organization_id>/emails/<uuid>.pdf) and calls queue_document_email; the backend's mail
-- worker (packages/backend/src/mail) delivers queued rows (SMTP when configured, else the
-- development outbox auth.dev_outbox) and marks each one sent or failed with the error. The row is
-- the record that a document was sent (who, to whom, when). Members read their organization's rows;
-- nobody writes them directly: only the RPC inserts (refusing viewers) and the backend updates.

create table if not exists public.document_emails (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  recipient text not null check (recipient ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(recipient) <= 320),
  subject text not null check (length(btrim(subject)) between 1 and 300),
  body text not null check (length(body) <= 20000),
  attachment_path text check (attachment_path is null or (length(attachment_path) <= 1024 and attachment_path like organization_id::text || '/%')),
  document_type text not null check (document_type ~ '^[a-z_]{1,40}$'),
  document_id uuid,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  error text,
  attempts integer not null default 0,
  sent_at timestamptz,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);

create index if not exists document_emails_queued_idx on public.document_emails (created_at) where status = 'queued';
create index if not exists document_emails_document_idx on public.document_emails (organization_id, document_type, document_id, created_at desc);

alter table public.document_emails enable row level security;
drop policy if exists members_read on public.document_emails;
create policy members_read on public.document_emails for select to authenticated using (public.is_org_member(organization_id));
-- Written only by queue_document_email (security definer) and the backend: no write grants for API roles.
revoke insert, update, delete on public.document_emails from anon, authenticated;
grant select on public.document_emails to authenticated;
grant all on public.document_emails to service_role;

select private.install_trial_write_guard('document_emails');

create or replace function public.queue_document_email(
  p_organization_id uuid,
  p_recipient text,
  p_subject text,
  p_body text,
  p_attachment_path text default null,
  p_document_type text default 'document',
  p_document_id uuid default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_recipient text := lower(btrim(coalesce(p_recipient, '')));
  v_id uuid;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot send documents by e-mail');
  if v_recipient !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Enter a valid e-mail address for the recipient' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(p_subject, '')), '') is null then
    raise exception 'The e-mail needs a subject' using errcode = '22023';
  end if;
  if p_attachment_path is not null and p_attachment_path not like p_organization_id::text || '/%' then
    raise exception 'The attachment must be one of this organization''s documents' using errcode = '42501';
  end if;
  if p_attachment_path is not null and not exists (
    select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = p_attachment_path
  ) then
    raise exception 'The attached document was not found; make it again and resend' using errcode = '22023';
  end if;

  insert into public.document_emails (organization_id, recipient, subject, body, attachment_path, document_type, document_id, created_by)
  values (p_organization_id, v_recipient, btrim(p_subject), coalesce(p_body, ''), p_attachment_path, coalesce(nullif(btrim(p_document_type), ''), 'document'), p_document_id, auth.uid())
  returning id into v_id;
  -- Wakes the backend's mail worker at once (it also polls, so a missed notification only delays).
  perform pg_notify('document_emails', v_id::text);
  return v_id;
end;
$$;
revoke execute on function public.queue_document_email(uuid, text, text, text, text, text, uuid) from public, anon;
grant execute on function public.queue_document_email(uuid, text, text, text, text, text, uuid) to authenticated, service_role;
