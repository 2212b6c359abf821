-- RPC for owners, admins and members: queues an e-mail of a document (an invoice PDF, a donation
-- receipt ...) in public.document_emails for the backend's mail worker. The attachment, if any,
-- must be an existing file of this organization in the documents bucket. It is not a relay: one
-- plain address, a subject of one line, and at most private.document_email_limits' mails per hour per
-- sender (across their organizations) and per organization, counted from document_emails under
-- advisory locks so concurrent calls and several backend instances agree (429 PT429 beyond).
-- Every queued mail is a row of the audit log (the table's audit trigger).
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
  v_sender uuid := auth.uid();
  v_limits private.document_email_limits;
  v_id uuid;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot send documents by e-mail');
  -- One address and nothing else (the HTML standard's e-mail syntax): no name, list, comment or line break.
  if v_recipient !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$'
     or length(v_recipient) > 320 then
    raise exception 'Enter a valid e-mail address for the recipient' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(p_subject, '')), '') is null then
    raise exception 'The e-mail needs a subject' using errcode = '22023';
  end if;
  if p_subject ~ '[[:cntrl:]]' then
    raise exception 'The subject must be one line, without line breaks or tabs' using errcode = '22023';
  end if;
  if p_attachment_path ~ '[[:cntrl:]]' then
    raise exception 'The attachment must be one of this organization''s documents' using errcode = '42501';
  end if;
  if p_attachment_path is not null and p_attachment_path not like p_organization_id::text || '/%' then
    raise exception 'The attachment must be one of this organization''s documents' using errcode = '42501';
  end if;
  if p_attachment_path is not null and not exists (
    select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = p_attachment_path
  ) then
    raise exception 'The attached document was not found; make it again and resend' using errcode = '22023';
  end if;

  -- The hour's quotas. The locks (sender first, then organization, always in that order) make
  -- concurrent calls count one after another, in every backend instance.
  select * into v_limits from private.document_email_limits;
  if v_sender is not null then
    perform pg_advisory_xact_lock(hashtextextended('document_emails:sender:' || v_sender::text, 0));
    if (select count(*) from public.document_emails e where e.created_by = v_sender and e.created_at > now() - interval '1 hour')
       >= coalesce(v_limits.per_user_per_hour, 50) then
      raise exception 'You have sent % by e-mail in the last hour, the most one person may send. Try again later.',
        private.document_count_words(coalesce(v_limits.per_user_per_hour, 50)) using errcode = 'PT429';
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('document_emails:organization:' || p_organization_id::text, 0));
  if (select count(*) from public.document_emails e where e.organization_id = p_organization_id and e.created_at > now() - interval '1 hour')
     >= coalesce(v_limits.per_organization_per_hour, 200) then
    raise exception 'Your organization has sent % by e-mail in the last hour, the most it may send. Try again later.',
      private.document_count_words(coalesce(v_limits.per_organization_per_hour, 200)) using errcode = 'PT429';
  end if;

  insert into public.document_emails (organization_id, recipient, subject, body, attachment_path, document_type, document_id, created_by)
  values (p_organization_id, v_recipient, btrim(p_subject), coalesce(p_body, ''), p_attachment_path, coalesce(nullif(btrim(p_document_type), ''), 'document'), p_document_id, v_sender)
  returning id into v_id;
  -- Wakes the backend's mail worker at once (it also polls, so a missed notification only delays).
  perform pg_notify('document_emails', v_id::text);
  return v_id;
end;
$$;
revoke all on function public.queue_document_email(p_organization_id uuid, p_recipient text, p_subject text, p_body text, p_attachment_path text, p_document_type text, p_document_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.queue_document_email(p_organization_id uuid, p_recipient text, p_subject text, p_body text, p_attachment_path text, p_document_type text, p_document_id uuid) to authenticated, service_role;
