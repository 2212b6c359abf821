-- Records one payment on an invoice ('invoice') or a bill ('bill'), for
-- public.record_invoice_payment and public.pay_bills, which check the caller and the amount: dated
-- the organization's today unless given, by check unless another method is given, from or into the
-- cash account unless another is given. The payments' trigger (private.post_document_payment)
-- checks and posts it.
create or replace function private.record_document_payment(
  p_kind text,
  p_organization_id uuid,
  p_document_id uuid,
  p_payment_date date,
  p_amount numeric,
  p_method text,
  p_reference text,
  p_account_id uuid,
  p_notes text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  k record;
  v_id uuid;
begin
  select * into k from private.document_kind(p_kind);
  execute format('insert into public.%I (organization_id, %I, payment_date, amount, method, reference, account_id, notes)
                  values ($1, $2, $3, $4, $5, $6, $7, $8) returning id', k.payments, k.document_id)
    into v_id
    using p_organization_id, p_document_id, coalesce(p_payment_date, private.today_for_organization(p_organization_id)), p_amount,
          coalesce(p_method, 'check'), nullif(btrim(coalesce(p_reference, '')), ''), p_account_id, nullif(p_notes, '');
  return v_id;
end;
$$;
revoke all on function private.record_document_payment(p_kind text, p_organization_id uuid, p_document_id uuid, p_payment_date date, p_amount numeric, p_method text, p_reference text, p_account_id uuid, p_notes text) from public, anon, authenticated, service_role;
