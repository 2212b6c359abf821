-- The Donations screen's database side (issue 13, points 1-2):
--
--   donations gain the check number and the in-kind description (the amount of an in-kind gift is
--   its fair value, which is what post_donation already debits to Inventory); donors gain a postal
--   code (the duplicate-donor warning compares name and postal code).
--
--   search_donations: one server-side page of an organization's donations, filtered (dates, donor,
--   fund, method, campaign, text) and sorted by the database, with the filtered set's count and
--   total in the same call. The screen never sums money itself.
--
--   list_donors: donors with their lifetime and year-to-date giving (calendar year of the
--   organization's today: US giving statements are per calendar year) and their last gift, computed
--   from the donations in SQL, paged and sorted by the database.
--
--   find_similar_donors: the donors a new donor may duplicate (same e-mail, or same name and postal
--   code, ignoring case and surrounding spaces).
--
--   donation_campaigns: the campaigns already used, for the filter and the form's suggestions.
--
-- Writes stay plain inserts and updates of public.donations / public.donors under their RLS
-- (members write, viewers are refused) and post through private.post_donation.

alter table public.donations add column if not exists check_number text
  check (check_number is null or length(check_number) <= 40);
alter table public.donations add column if not exists in_kind_description text
  check (in_kind_description is null or length(in_kind_description) <= 500);
alter table public.donors add column if not exists postal_code text
  check (postal_code is null or length(postal_code) <= 20);

create index if not exists donations_org_amount_idx on public.donations (organization_id, amount, donation_date, created_at, id);
create index if not exists donations_org_donor_name_idx on public.donations (organization_id, donor_name, donation_date, created_at, id);
create index if not exists donations_org_campaign_idx on public.donations (organization_id, lower(campaign)) where campaign is not null;
create index if not exists donors_org_email_idx on public.donors (organization_id, lower(btrim(email))) where email is not null;

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
returns json
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
  v_totals json;
  v_rows json;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_method is not null and p_method not in ('cash', 'check', 'card', 'ach', 'wire', 'stock', 'pledge', 'in_kind', 'other') then
    raise exception 'Unknown donation method: %', p_method using errcode = '22023';
  end if;
  -- Whitelisted sort columns (the only text spliced into the statement); ties broken by date,
  -- creation and id so that pages never repeat or skip a row.
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

  -- Every value is a bound parameter; only the filters in use join the statement.
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
    $q$select json_build_object(
         'count', count(*),
         'amount', coalesce(sum(x.amount), 0)::text,
         'restricted', coalesce(sum(x.amount) filter (where x.restriction = 'with_donor_restrictions'), 0)::text,
         'unrestricted', coalesce(sum(x.amount) filter (where x.restriction = 'without_donor_restrictions'), 0)::text)
       from public.donations x where %s$q$, v_where)
    into v_totals
    using p_organization_id, p_from, p_to, p_donor_id, p_fund_id, p_method, v_campaign, v_pattern;

  execute format(
    $q$select coalesce(json_agg(json_build_object(
         'id', x.id, 'organization_id', x.organization_id, 'donation_date', x.donation_date,
         'donor_id', x.donor_id, 'donor_name', x.donor_name, 'donor_email', x.donor_email,
         'amount', x.amount::text, 'method', x.method, 'check_number', x.check_number,
         'in_kind_description', x.in_kind_description, 'restriction', x.restriction,
         'fund_id', x.fund_id, 'fund_name', f.name, 'project_id', x.project_id, 'project_name', pr.name,
         'campaign', x.campaign, 'receipt_number', x.receipt_number, 'notes', x.notes,
         'journal_entry_id', x.journal_entry_id, 'created_at', x.created_at, 'updated_at', x.updated_at)
         order by %2$s), '[]'::json)
       from (select x.* from public.donations x where %1$s order by %2$s limit $9 offset $10) x
       left join public.funds f on f.id = x.fund_id
       left join public.projects pr on pr.id = x.project_id$q$, v_where, v_sort)
    into v_rows
    using p_organization_id, p_from, p_to, p_donor_id, p_fund_id, p_method, v_campaign, v_pattern, v_limit, v_offset;

  return json_build_object(
    'total', (v_totals ->> 'count')::bigint,
    'totals', v_totals,
    'limit', v_limit,
    'offset', v_offset,
    'rows', v_rows);
end;
$$;

create or replace function public.list_donors(
  p_organization_id uuid,
  p_search text default null,
  p_sort text default 'name',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_direction text := case when lower(coalesce(p_direction, 'asc')) = 'desc' then 'desc' else 'asc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_year_start date;
  v_sort text;
  v_total bigint;
  v_rows json;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  v_year_start := date_trunc('year', private.today_for_organization(p_organization_id))::date;
  v_sort := case lower(coalesce(p_sort, 'name'))
    when 'name' then format('s.name %1$s, s.id', v_direction)
    when 'lifetime' then format('s.lifetime %1$s, s.name, s.id', v_direction)
    when 'ytd' then format('s.ytd %1$s, s.name, s.id', v_direction)
    when 'last_gift' then format('s.last_gift_date %1$s nulls last, s.name, s.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort donors by %', p_sort using errcode = '22023';
  end if;

  select count(*) into v_total from public.donors d
  where d.organization_id = p_organization_id
    and (v_pattern is null or d.name ilike v_pattern or d.email ilike v_pattern);

  -- Giving per donor from the donations (one aggregate over the organization's gifts), the last
  -- gift the newest by date then creation.
  execute format(
    $q$with giving as (
         select g.donor_id, sum(g.amount) as lifetime,
                coalesce(sum(g.amount) filter (where g.donation_date >= $3), 0) as ytd,
                count(*) as gift_count
         from public.donations g where g.organization_id = $1 and g.donor_id is not null group by g.donor_id),
       s as (
         select d.*, coalesce(gv.lifetime, 0) as lifetime, coalesce(gv.ytd, 0) as ytd, coalesce(gv.gift_count, 0) as gift_count,
                lg.donation_date as last_gift_date, lg.amount as last_gift_amount
         from public.donors d
         left join giving gv on gv.donor_id = d.id
         left join lateral (select l.donation_date, l.amount from public.donations l
                            where l.donor_id = d.id order by l.donation_date desc, l.created_at desc limit 1) lg on true
         where d.organization_id = $1 and ($2::text is null or d.name ilike $2 or d.email ilike $2))
     select coalesce(json_agg(json_build_object(
         'id', s.id, 'name', s.name, 'email', s.email, 'phone', s.phone, 'address', s.address,
         'postal_code', s.postal_code, 'donor_type', s.donor_type, 'notes', s.notes,
         'lifetime', s.lifetime::text, 'ytd', s.ytd::text, 'gift_count', s.gift_count,
         'last_gift_date', s.last_gift_date, 'last_gift_amount', s.last_gift_amount::text,
         'updated_at', s.updated_at) order by %1$s), '[]'::json)
     from (select * from s order by %1$s limit $4 offset $5) s$q$, v_sort)
    into v_rows
    using p_organization_id, v_pattern, v_year_start, v_limit, v_offset;

  return json_build_object('total', v_total, 'year_start', v_year_start, 'limit', v_limit, 'offset', v_offset, 'rows', v_rows);
end;
$$;

create or replace function public.find_similar_donors(
  p_organization_id uuid,
  p_name text default null,
  p_email text default null,
  p_postal_code text default null
)
returns table (id uuid, name text, email text, postal_code text, reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_name text := nullif(lower(btrim(coalesce(p_name, ''))), '');
  v_postal text := nullif(lower(replace(coalesce(p_postal_code, ''), ' ', '')), '');
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return query
    select d.id, d.name, d.email, d.postal_code,
           case when v_email is not null and lower(btrim(d.email)) = v_email then 'email' else 'name_postal_code' end
    from public.donors d
    where d.organization_id = p_organization_id
      and ((v_email is not null and lower(btrim(d.email)) = v_email)
        or (v_name is not null and v_postal is not null
            and lower(btrim(d.name)) = v_name and lower(replace(coalesce(d.postal_code, ''), ' ', '')) = v_postal))
    order by d.name
    limit 10;
end;
$$;

create or replace function public.donation_campaigns(p_organization_id uuid)
returns table (campaign text, gift_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return query
    select min(d.campaign), count(*) from public.donations d
    where d.organization_id = p_organization_id and nullif(btrim(d.campaign), '') is not null
    group by lower(btrim(d.campaign))
    order by 1;
end;
$$;

revoke execute on function public.search_donations(uuid, date, date, uuid, uuid, text, text, text, text, text, integer, integer) from public, anon;
grant execute on function public.search_donations(uuid, date, date, uuid, uuid, text, text, text, text, text, integer, integer) to authenticated, service_role;
revoke execute on function public.list_donors(uuid, text, text, text, integer, integer) from public, anon;
grant execute on function public.list_donors(uuid, text, text, text, integer, integer) to authenticated, service_role;
revoke execute on function public.find_similar_donors(uuid, text, text, text) from public, anon;
grant execute on function public.find_similar_donors(uuid, text, text, text) to authenticated, service_role;
revoke execute on function public.donation_campaigns(uuid) from public, anon;
grant execute on function public.donation_campaigns(uuid) to authenticated, service_role;
