-- RPC for members: year-end giving statements of a calendar year (US tax years), one per donor who
-- gave, or only p_donor_id's. Gifts recorded without a donor record are grouped by their name;
-- pledges are promises, not gifts, and are left out (the gifts that pay them count). Each is a
-- public.giving_statement, read from the json built here, by donor name.
create or replace function public.giving_statements(p_organization_id uuid, p_year integer, p_donor_id uuid default null)
returns setof public.giving_statement
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
  return query select * from json_populate_recordset(null::public.giving_statement, (
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
  ));
end;
$$;
revoke all on function public.giving_statements(p_organization_id uuid, p_year integer, p_donor_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.giving_statements(p_organization_id uuid, p_year integer, p_donor_id uuid) to authenticated, service_role;
