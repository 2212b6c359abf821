-- RPC for members: one page of gifts, filtered (dates, donor, fund, method, campaign; search on
-- donor, notes, campaign, receipt and check numbers, in-kind description) and sorted, with the
-- totals of every filtered gift by restriction (a public.donation_page).
create or replace function public.search_donations(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_donor_id uuid default null,
  p_fund_id uuid default null,
  p_method text default null,
  p_campaign text default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.donation_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_direction text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_campaign text := nullif(btrim(coalesce(p_campaign, '')), '');
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_sort text;
  v_where text;
  v_totals public.donation_totals;
  v_rows public.donation_row[];
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_method is not null and p_method not in ('cash', 'check', 'card', 'ach', 'wire', 'stock', 'pledge', 'in_kind', 'other') then
    raise exception 'Unknown donation method: %', p_method using errcode = '22023';
  end if;
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('x.donation_date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'amount' then format('x.amount %1$s, x.donation_date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'donor' then format('x.donor_name %1$s, x.donation_date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'method' then format('x.method %1$s, x.donation_date desc, x.created_at desc, x.id', v_direction)
    when 'campaign' then format('x.campaign %1$s nulls last, x.donation_date desc, x.created_at desc, x.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort donations by %', p_sort using errcode = '22023';
  end if;

  v_where := 'x.organization_id = $1'
    || case when p_from is not null then ' and x.donation_date >= $2' else '' end
    || case when p_to is not null then ' and x.donation_date <= $3' else '' end
    || case when p_donor_id is not null then ' and x.donor_id = $4' else '' end
    || case when p_fund_id is not null then ' and x.fund_id = $5' else '' end
    || case when p_method is not null then ' and x.method = $6' else '' end
    || case when v_campaign is not null then ' and lower(x.campaign) = lower($7)' else '' end
    || case when v_pattern is not null then
         ' and (x.donor_name ilike $8 or x.notes ilike $8 or x.campaign ilike $8 or x.receipt_number ilike $8 or x.check_number ilike $8 or x.in_kind_description ilike $8)'
       else '' end;

  execute format(
    $q$select count(*) as count,
         coalesce(sum(x.amount), 0)::text as amount,
         coalesce(sum(x.amount) filter (where x.restriction = 'with_donor_restrictions'), 0)::text as restricted,
         coalesce(sum(x.amount) filter (where x.restriction = 'without_donor_restrictions'), 0)::text as unrestricted
       from public.donations x where %s$q$, v_where)
    into v_totals
    using p_organization_id, p_from, p_to, p_donor_id, p_fund_id, p_method, v_campaign, v_pattern;

  execute format(
    $q$select coalesce(array_agg(row(
         x.id, x.organization_id, x.donation_date,
         x.donor_id, x.donor_name, x.donor_email,
         x.amount::text, x.method, x.check_number,
         x.in_kind_description, x.restriction,
         x.fund_id, f.name, x.project_id, pr.name,
         x.campaign, x.receipt_number, x.notes,
         x.pledge_id, x.receipt_sent_at,
         x.goods_services_value::text, x.goods_services_description,
         x.journal_entry_id, x.created_at, x.updated_at,
         x.deposit_account_id, x.revenue_account_id)::public.donation_row
         order by %2$s), '{}')
       -- The page's ids first, read in the sort's index order (index only: a page deep in the list
       -- skips index entries, not rows), then only the page's rows.
       from (select x.* from (select x.id from public.donations x where %1$s order by %2$s limit $9 offset $10) k
             join public.donations x on x.id = k.id) x
       left join public.funds f on f.id = x.fund_id
       left join public.projects pr on pr.id = x.project_id$q$, v_where, v_sort)
    into v_rows
    using p_organization_id, p_from, p_to, p_donor_id, p_fund_id, p_method, v_campaign, v_pattern, v_limit, v_offset;

  return row(v_totals.count, v_totals, v_limit, v_offset, v_rows)::public.donation_page;
end;
$$;
revoke all on function public.search_donations(p_organization_id uuid, p_from date, p_to date, p_donor_id uuid, p_fund_id uuid, p_method text, p_campaign text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_donations(p_organization_id uuid, p_from date, p_to date, p_donor_id uuid, p_fund_id uuid, p_method text, p_campaign text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
