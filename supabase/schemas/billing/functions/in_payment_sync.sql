-- True while a document and its payment are being written together (the payment's trigger raised
-- the document's amount_paid, or the document's trigger wrote the payment): the other side must
-- neither post again nor write back.
create or replace function private.in_payment_sync()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('missionbase.document_payment_sync', true), '') = 'on'
$$;
