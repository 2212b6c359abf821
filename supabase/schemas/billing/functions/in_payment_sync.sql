-- True while an invoice or bill and its payment are written together (the payment's trigger raised
-- the document's amount_paid, or the document's trigger wrote the payment): the other side then
-- neither posts again nor writes back. private.post_document and private.post_document_payment set
-- and read the flag.
create or replace function private.in_payment_sync()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('missionbase.document_payment_sync', true), '') = 'on'
$$;
revoke all on function private.in_payment_sync() from public, anon, authenticated, service_role;
