-- One gift as a receipt or giving statement lists it, with its deductible amount: the amount less
-- the value of goods or services the donor received.
create or replace function private.gift_receipt_json(p_donation public.donations)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_donation.id, 'donation_date', p_donation.donation_date, 'receipt_number', p_donation.receipt_number,
    'amount', p_donation.amount::text, 'method', p_donation.method, 'check_number', p_donation.check_number,
    'in_kind', p_donation.method = 'in_kind', 'in_kind_description', p_donation.in_kind_description,
    'goods_services_value', p_donation.goods_services_value::text, 'goods_services_description', p_donation.goods_services_description,
    -- In-kind gifts are acknowledged by description; the donor values them, so no deductible figure.
    'deductible', case when p_donation.method = 'in_kind' then null
                       else (p_donation.amount - coalesce(p_donation.goods_services_value, 0))::text end,
    'restriction', p_donation.restriction, 'fund_name', (select f.name from public.funds f where f.id = p_donation.fund_id),
    'campaign', p_donation.campaign, 'pledge_id', p_donation.pledge_id, 'receipt_sent_at', p_donation.receipt_sent_at)
$$;
revoke all on function private.gift_receipt_json(p_donation donations) from public, anon, authenticated, service_role;
