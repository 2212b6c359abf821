-- RPC: one gift as its receipt shows it, with the donor's address, the receipt wording and the
-- last receipt e-mail (a public.donation_receipt, read from the receipt's jsonb); no row when unknown
-- or not the caller's organization's (the screens read it with maybeSingle).
create or replace function public.donation_receipt(p_donation_id uuid)
returns setof public.donation_receipt
rows 1
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_donation public.donations;
begin
  select * into v_donation from public.donations d where d.id = p_donation_id;
  if not found or not public.is_org_member(v_donation.organization_id) then
    return;
  end if;
  return query select * from jsonb_populate_record(null::public.donation_receipt, private.gift_receipt_json(v_donation)
    || jsonb_build_object('organization_id', v_donation.organization_id,
         'donor', private.donor_address_json(v_donation.donor_id, v_donation.donor_name, v_donation.donor_email),
         'receipt_wording', (select s.receipt_wording from public.organization_settings s where s.organization_id = v_donation.organization_id),
         'last_email', (select jsonb_build_object('recipient', e.recipient, 'status', e.status, 'sent_at', e.sent_at, 'error', e.error, 'created_at', e.created_at)
                          from public.document_emails e
                         where e.organization_id = v_donation.organization_id and e.document_type = 'donation_receipt' and e.document_id = v_donation.id
                         order by e.created_at desc limit 1)));
end;
$$;
revoke all on function public.donation_receipt(p_donation_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.donation_receipt(p_donation_id uuid) to authenticated, service_role;
