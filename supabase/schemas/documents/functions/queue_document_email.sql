-- RPC for owners, admins and members: queues an e-mail of a document (an invoice PDF, a donation
-- receipt ...) in public.document_emails for the backend's mail worker. The attachment, if any,
-- must be an existing file of this organization in the documents bucket.
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
revoke all on function public.queue_document_email(p_organization_id uuid, p_recipient text, p_subject text, p_body text, p_attachment_path text, p_document_type text, p_document_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.queue_document_email(p_organization_id uuid, p_recipient text, p_subject text, p_body text, p_attachment_path text, p_document_type text, p_document_id uuid) to authenticated, service_role;
