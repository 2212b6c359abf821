-- The payments of one invoice ('invoice') or bill ('bill') as its record page shows them, by date,
-- with their account (public.document_payment); for public.get_invoice and public.get_bill, which
-- check membership.
create or replace function private.document_payments(p_kind text, p_document_id uuid)
returns public.document_payment[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  k record;
  v_payments public.document_payment[];
begin
  select * into k from private.document_kind(p_kind);
  execute format($q$
    select coalesce(array_agg(row(
        p.id, p.payment_date, p.amount::text, p.method, p.reference,
        p.account_id, a.code || ' ' || a.name, p.notes,
        p.journal_entry_id)::public.document_payment order by p.payment_date, p.created_at), '{}')
    from public.%I p
    left join public.accounts a on a.id = p.account_id
    where p.%I = $1$q$, k.payments, k.document_id)
    into v_payments using p_document_id;
  return v_payments;
end;
$$;
revoke all on function private.document_payments(p_kind text, p_document_id uuid) from public, anon, authenticated, service_role;
