-- The payments of one invoice ('invoice') or bill ('bill') as its record page shows them, by date,
-- with their account; for public.get_invoice and public.get_bill, which check membership.
create or replace function private.document_payments(p_kind text, p_document_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  k record;
  v_payments json;
begin
  select * into k from private.document_kind(p_kind);
  execute format($q$
    select coalesce(json_agg(json_build_object(
        'id', p.id, 'payment_date', p.payment_date, 'amount', p.amount::text, 'method', p.method, 'reference', p.reference,
        'account_id', p.account_id, 'account_label', a.code || ' ' || a.name, 'notes', p.notes,
        'journal_entry_id', p.journal_entry_id) order by p.payment_date, p.created_at), '[]'::json)
    from public.%I p
    left join public.accounts a on a.id = p.account_id
    where p.%I = $1$q$, k.payments, k.document_id)
    into v_payments using p_document_id;
  return v_payments;
end;
$$;
revoke all on function private.document_payments(p_kind text, p_document_id uuid) from public, anon, authenticated, service_role;
