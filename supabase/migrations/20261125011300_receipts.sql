-- Acknowledgement receipts and year-end giving statements (issue 13 point 4, docs/receipts.md).
--
--   donations gain what the donor received in exchange (IRS Publication 1771: a quid pro quo
--   contribution over $75 needs the value of the goods or services and a good-faith estimate), so a
--   receipt says either "No goods or services were provided..." or their description and value,
--   and the deductible part is amount - value, computed here.
--   donation_receipt(id): one gift with its donor's postal address, for the receipt PDF.
--   giving_statements(org, year, donor?): per donor, the year's gifts and their totals (cash gifts,
--   value of goods received, deductible amount; in-kind gifts listed by description without a value,
--   as the donee does not value them), for the statement PDFs and the year's zip.
--   A receipt e-mail (document_emails, document_type 'donation_receipt') marks the gift's
--   receipt_sent_at when the backend has sent it.

alter table public.donations add column if not exists goods_services_value numeric(14, 2)
  check (goods_services_value is null or goods_services_value >= 0);
alter table public.donations add column if not exists goods_services_description text
  check (goods_services_description is null or length(goods_services_description) <= 500);
alter table public.donations drop constraint if exists donations_goods_within_amount;
alter table public.donations add constraint donations_goods_within_amount
  check (goods_services_value is null or goods_services_value <= amount);
alter table public.donors add column if not exists address_line1 text check (address_line1 is null or length(address_line1) <= 200);
alter table public.donors add column if not exists city text check (city is null or length(city) <= 100);
alter table public.donors add column if not exists region text check (region is null or length(region) <= 100);

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
revoke execute on function private.gift_receipt_json(public.donations) from public, anon;

create or replace function private.donor_address_json(p_donor_id uuid, p_name text, p_email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'donor_id', p_donor_id,
    'name', coalesce(d.name, p_name),
    'email', coalesce(d.email, p_email),
    'address_lines', to_jsonb(array_remove(array[
       nullif(btrim(coalesce(d.address_line1, d.address, '')), ''),
       nullif(concat_ws(' ', nullif(concat_ws(', ', nullif(btrim(coalesce(d.city, '')), ''), nullif(btrim(coalesce(d.region, '')), '')), ''), nullif(btrim(coalesce(d.postal_code, '')), '')), '')
     ], null)))
  from (select 1) one left join public.donors d on d.id = p_donor_id
$$;
revoke execute on function private.donor_address_json(uuid, text, text) from public, anon;

-- RPC: one gift as its receipt shows it; null when unknown or not the caller's organization's.
create or replace function public.donation_receipt(p_donation_id uuid)
returns json
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
    return null;
  end if;
  return (private.gift_receipt_json(v_donation)
    || jsonb_build_object('organization_id', v_donation.organization_id,
         'donor', private.donor_address_json(v_donation.donor_id, v_donation.donor_name, v_donation.donor_email),
         'receipt_wording', (select s.receipt_wording from public.organization_settings s where s.organization_id = v_donation.organization_id),
         'last_email', (select jsonb_build_object('recipient', e.recipient, 'status', e.status, 'sent_at', e.sent_at, 'error', e.error, 'created_at', e.created_at)
                          from public.document_emails e
                         where e.organization_id = v_donation.organization_id and e.document_type = 'donation_receipt' and e.document_id = v_donation.id
                         order by e.created_at desc limit 1)))::json;
end;
$$;

-- RPC: year-end giving statements of a calendar year (US tax years), one per donor who gave, or
-- only p_donor_id's. Gifts recorded without a donor record are grouped by their name.
create or replace function public.giving_statements(p_organization_id uuid, p_year integer, p_donor_id uuid default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  if p_year is null or p_year < 1900 or p_year > 2200 then
    raise exception 'Choose the year of the statement' using errcode = '22023';
  end if;
  return (
    with gifts as (
      select d as gift, coalesce(d.donor_id::text, 'name:' || lower(d.donor_name)) as donor_key
      from public.donations d
      where d.organization_id = p_organization_id
        and d.donation_date >= make_date(p_year, 1, 1) and d.donation_date < make_date(p_year + 1, 1, 1)
        and d.method <> 'pledge'
        and (p_donor_id is null or d.donor_id = p_donor_id)
    ),
    per_donor as (
      select x.donor_key,
             (array_agg((x.gift).donor_id))[1] as donor_id,
             min((x.gift).donor_name) as donor_name,
             min((x.gift).donor_email) as donor_email,
             jsonb_agg(private.gift_receipt_json(x.gift) order by (x.gift).donation_date, (x.gift).receipt_number) as gifts,
             coalesce(sum((x.gift).amount) filter (where (x.gift).method <> 'in_kind'), 0) as cash_total,
             coalesce(sum((x.gift).goods_services_value) filter (where (x.gift).method <> 'in_kind'), 0) as goods_value,
             count(*) filter (where (x.gift).method = 'in_kind') as in_kind_count
      from gifts x
      group by x.donor_key
    )
    select coalesce(json_agg(json_build_object(
             'year', p_year,
             'donor', private.donor_address_json(p.donor_id, p.donor_name, p.donor_email),
             'gifts', p.gifts,
             'totals', json_build_object('cash', p.cash_total::text, 'goods_value', p.goods_value::text,
                                         'deductible', (p.cash_total - p.goods_value)::text, 'in_kind_count', p.in_kind_count))
           order by p.donor_name), '[]'::json)
    from per_donor p
  );
end;
$$;

-- A receipt e-mail the backend has sent stamps the gift's receipt_sent_at.
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
revoke execute on function private.stamp_receipt_sent() from public;
drop trigger if exists document_emails_stamp_receipt on public.document_emails;
create trigger document_emails_stamp_receipt after update of status on public.document_emails
  for each row execute function private.stamp_receipt_sent();

revoke execute on function public.donation_receipt(uuid) from public, anon;
revoke execute on function public.giving_statements(uuid, integer, uuid) from public, anon;
grant execute on function public.donation_receipt(uuid) to authenticated, service_role;
grant execute on function public.giving_statements(uuid, integer, uuid) to authenticated, service_role;
