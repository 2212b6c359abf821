-- Trigger on document_emails: a donation receipt e-mail the backend has sent stamps the gift's
-- receipt_sent_at.
create or replace function private.stamp_receipt_sent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'sent' and old.status is distinct from 'sent' and new.document_type = 'donation_receipt' and new.document_id is not null then
    update public.donations d set receipt_sent_at = coalesce(new.sent_at, now())
     where d.id = new.document_id and d.organization_id = new.organization_id;
  end if;
  return null;
end;
$$;
revoke all on function private.stamp_receipt_sent() from public, anon, authenticated, service_role;
