-- RPC for members: one page of donors (search on name and e-mail) with lifetime giving, giving
-- since 1 January of the organization's current year, gift count and last gift; sorted by name,
-- lifetime, year to date or last gift (a public.donor_page).
create or replace function public.list_donors(
  p_organization_id uuid,
  p_search text default null,
  p_sort text default 'name',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.donor_page
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
  v_sort_key text := lower(coalesce(p_sort, 'name'));
  v_year_start date;
  v_sort text;
  v_total bigint;
  v_rows public.donor_row[];
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  v_year_start := date_trunc('year', private.today_for_organization(p_organization_id))::date;
  v_sort := case v_sort_key
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

  -- Sorted by name, the page of donors comes first (read in order from the index) and only its
  -- donors' giving is summed; sorted by giving, every donor's giving is one aggregate over the
  -- organization's gifts. Either way the last gift is the newest by date then creation.
  execute format(
    $q$with s as (
         select d.*, coalesce(gv.lifetime, 0) as lifetime, coalesce(gv.ytd, 0) as ytd, coalesce(gv.gift_count, 0) as gift_count,
                lg.donation_date as last_gift_date, lg.amount as last_gift_amount
         from %2$s d
         %3$s
         left join lateral (select l.donation_date, l.amount from public.donations l
                            where l.donor_id = d.id order by l.donation_date desc, l.created_at desc limit 1) lg on true
         %4$s)
     select coalesce(array_agg(row(
         s.id, s.name, s.email, s.phone,
         s.postal_code, s.donor_type, s.notes,
         s.lifetime::text, s.ytd::text, s.gift_count,
         s.last_gift_date, s.last_gift_amount::text,
         s.updated_at,
         s.address_line1, s.address_line2, s.city, s.region, s.country)::public.donor_row order by %1$s), '{}')
     from (select * from s order by %1$s %5$s) s$q$,
    v_sort,
    case when v_sort_key = 'name'
      then format('(select x.* from public.donors x where x.organization_id = $1 and ($2::text is null or x.name ilike $2 or x.email ilike $2)
                    order by x.name %s, x.id limit $4 offset $5)', v_direction)
      else 'public.donors' end,
    case when v_sort_key = 'name'
      then 'left join lateral (select sum(g.amount) as lifetime, coalesce(sum(g.amount) filter (where g.donation_date >= $3), 0) as ytd,
                                      count(*) as gift_count
                               from public.donations g where g.organization_id = $1 and g.donor_id = d.id) gv on true'
      else 'left join (select g.donor_id, sum(g.amount) as lifetime,
                              coalesce(sum(g.amount) filter (where g.donation_date >= $3), 0) as ytd,
                              count(*) as gift_count
                       from public.donations g where g.organization_id = $1 and g.donor_id is not null group by g.donor_id) gv on gv.donor_id = d.id' end,
    case when v_sort_key = 'name' then ''
      else 'where d.organization_id = $1 and ($2::text is null or d.name ilike $2 or d.email ilike $2)' end,
    case when v_sort_key = 'name' then '' else 'limit $4 offset $5' end)
    into v_rows
    using p_organization_id, v_pattern, v_year_start, v_limit, v_offset;

  return row(v_total, v_year_start, v_limit, v_offset, v_rows)::public.donor_page;
end;
$$;
revoke all on function public.list_donors(p_organization_id uuid, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_donors(p_organization_id uuid, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
