-- RPC for members: one page of pledges with paid, open balance, status and next instalment,
-- filtered (status, or 'unpaid': open or partially paid; donor; fund; search on donor, campaign
-- and notes) and sorted, with the totals of every filtered pledge. Fast at 100,000 pledges:
-- without a status filter and sorted by date, amount or donor, the totals sum the pledges and the
-- gifts applied to them separately and the page's ids are read in index order; otherwise the
-- totals group the filtered pledges by what the status depends on (cancelled, nothing left open,
-- something paid), so the status is computed per group, not per pledge. The answer is a
-- public.pledge_page.
create or replace function public.search_pledges(
  p_organization_id uuid,
  p_status text default null,
  p_donor_id uuid default null,
  p_fund_id uuid default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.pledge_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_direction text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_sort_key text := lower(coalesce(p_sort, 'date'));
  v_sort text;
  v_donors boolean;
  v_next boolean;
  v_candidates text;
  v_fast boolean;
  v_filters text;
  v_key_sort text;
  v_page text;
  v_totals public.pledge_totals;
  v_rows public.pledge_row[];
begin
  perform private.require_member(p_organization_id);
  if p_status is not null and p_status not in ('open', 'partially_paid', 'fulfilled', 'cancelled', 'unpaid') then
    raise exception 'Unknown pledge status: %', p_status using errcode = '22023';
  end if;
  v_sort := case v_sort_key
    when 'date' then format('x.pledge_date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'amount' then format('x.amount %1$s, x.pledge_date desc, x.id', v_direction)
    when 'donor' then format('x.donor_name %1$s, x.pledge_date desc, x.id', v_direction)
    when 'open_balance' then format('x.open_balance %1$s, x.pledge_date desc, x.id', v_direction)
    when 'next_due' then format('x.next_due_date %1$s nulls last, x.pledge_date desc, x.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort pledges by %', p_sort using errcode = '22023';
  end if;
  v_donors := v_pattern is not null or v_sort_key = 'donor';
  v_next := v_sort_key = 'next_due';
  v_filters := case when p_donor_id is not null then ' and p.donor_id = $2' else '' end
    || case when p_fund_id is not null then ' and p.fund_id = $3' else '' end
    || case when v_pattern is not null then ' and (d.name ilike $4 or p.campaign ilike $4 or p.notes ilike $4)' else '' end;
  -- Without a status filter and sorted by a column of the pledge (date, amount) or its donor, the
  -- page needs nobody's paid amount but its own rows': the totals sum the pledges and the gifts
  -- applied to them separately, and the page's ids are read in the sort's index order.
  v_fast := p_status is null and v_sort_key in ('date', 'amount', 'donor');
  v_key_sort := case v_sort_key
    when 'date' then format('p.pledge_date %1$s, p.created_at %1$s, p.id %1$s', v_direction)
    when 'amount' then format('p.amount %1$s, p.pledge_date desc, p.id', v_direction)
    when 'donor' then format('d.name %1$s, p.pledge_date desc, p.id', v_direction)
  end;

  -- The filtered pledges with paid, open balance and status (and donor name / next due date when
  -- the search or the sort needs them), as the relation x.
  v_candidates := format($q$
    with paid as (
      select g.pledge_id, sum(g.amount) as paid
      from public.donations g
      where g.organization_id = $1 and g.pledge_id is not null
      group by g.pledge_id
    )%1$s
    select * from (
      select p.*, coalesce(pd.paid, 0)::numeric(14, 2) as paid,
             p.amount - coalesce(pd.paid, 0)::numeric(14, 2) - p.written_off as open_balance,
             case when p.cancelled_at is not null then 'cancelled'
                  when p.amount - coalesce(pd.paid, 0)::numeric(14, 2) - p.written_off <= 0 then 'fulfilled'
                  when coalesce(pd.paid, 0) > 0 then 'partially_paid'
                  else 'open' end as status%2$s%3$s
      from public.pledges p
      left join paid pd on pd.pledge_id = p.id%4$s%5$s
      where p.organization_id = $1%6$s
    ) x
    where true%7$s$q$,
    case when v_next then $n$,
    next_due as (
      select distinct on (s.pledge_id) s.pledge_id, s.due_date
      from (
        select i.pledge_id, i.due_date, i.created_at, i.id, i.amount,
               coalesce(sum(i.amount) over (partition by i.pledge_id order by i.due_date, i.created_at, i.id
                                            rows between unbounded preceding and 1 preceding), 0) as before
        from public.pledge_installments i where i.organization_id = $1
      ) s
      left join paid sp on sp.pledge_id = s.pledge_id
      where least(s.amount, greatest(coalesce(sp.paid, 0)::numeric(14, 2) - s.before, 0))::numeric(14, 2) < s.amount
      order by s.pledge_id, s.due_date, s.created_at, s.id
    )$n$ else '' end,
    case when v_donors then ', d.name as donor_name' else '' end,
    case when v_next then ', case when p.cancelled_at is null then nd.due_date end as next_due_date' else '' end,
    case when v_donors then ' join public.donors d on d.id = p.donor_id' else '' end,
    case when v_next then ' left join next_due nd on nd.pledge_id = p.id' else '' end,
    v_filters,
    case when p_status = 'unpaid' then ' and x.status in (''open'', ''partially_paid'')'
         when p_status is not null then ' and x.status = $5' else '' end);

  if v_fast then
    -- The same figures as the sum over each pledge: pledged, written off, and the gifts applied to
    -- the filtered pledges (scale 2 as each pledge's paid amount has; 0 with no pledge at all).
    execute format($q$
      with t as (
        select count(*) as n, sum(p.amount) as pledged, sum(p.written_off) as written_off
        from public.pledges p%1$s
        where p.organization_id = $1%2$s),
      g as (
        select sum(g.amount) as paid from public.donations g
        where g.organization_id = $1 and g.pledge_id is not null%3$s)
      select t.n as count,
        coalesce(t.pledged, 0)::text as pledged,
        case when t.n = 0 then '0' else coalesce(g.paid, 0.00)::text end as paid,
        coalesce(t.written_off, 0)::text as written_off,
        case when t.n = 0 then '0' else (t.pledged - coalesce(g.paid, 0.00) - t.written_off)::text end as open_balance
      from t, g$q$,
      case when v_pattern is not null then ' join public.donors d on d.id = p.donor_id' else '' end,
      v_filters,
      case when v_filters = '' then ''
        else format(' and g.pledge_id in (select p.id from public.pledges p%s where p.organization_id = $1%s)',
                    case when v_pattern is not null then ' join public.donors d on d.id = p.donor_id' else '' end, v_filters) end)
      into v_totals
      using p_organization_id, p_donor_id, p_fund_id, v_pattern;
    -- The page: its ids in the sort's order, then paid, open balance and status for those rows.
    v_page := format($q$
      select p.*, coalesce(pd.paid, 0)::numeric(14, 2) as paid,
             p.amount - coalesce(pd.paid, 0)::numeric(14, 2) - p.written_off as open_balance,
             case when p.cancelled_at is not null then 'cancelled'
                  when p.amount - coalesce(pd.paid, 0)::numeric(14, 2) - p.written_off <= 0 then 'fulfilled'
                  when coalesce(pd.paid, 0) > 0 then 'partially_paid'
                  else 'open' end as status,
             (select d.name from public.donors d where d.id = p.donor_id) as donor_name
      from (select p.id from public.pledges p%1$s where p.organization_id = $1%2$s order by %3$s limit $6 offset $7) ids
      join public.pledges p on p.id = ids.id
      left join lateral (select sum(g.amount) as paid from public.donations g where g.organization_id = $1 and g.pledge_id = p.id) pd on true$q$,
      case when v_donors then ' join public.donors d on d.id = p.donor_id' else '' end, v_filters, v_key_sort);
  else
    -- With a status filter (or a sort on a figure), the totals group the filtered pledges by what
    -- their status depends on (cancelled, nothing left open, something paid: a few groups), and the
    -- status and its filter apply to the groups, not to every pledge (offset 0 keeps the planner
    -- from pushing the status filter back down to every pledge).
    execute format($q$
      with paid as (
        select g.pledge_id, sum(g.amount) as paid
        from public.donations g
        where g.organization_id = $1 and g.pledge_id is not null
        group by g.pledge_id
      )
      select coalesce(sum(s.n), 0)::bigint as count,
        coalesce(sum(s.amount), 0)::text as pledged,
        coalesce(sum(s.paid), 0)::text as paid,
        coalesce(sum(s.written_off), 0)::text as written_off,
        coalesce(sum(s.amount - s.paid - s.written_off), 0)::text as open_balance
      from (
        select case when k.cancelled then 'cancelled' when k.settled then 'fulfilled'
                    when k.part_paid then 'partially_paid' else 'open' end as status, k.*
        from (
          select p.cancelled_at is not null as cancelled,
                 p.amount - coalesce(pd.paid, 0) - p.written_off <= 0 as settled,
                 coalesce(pd.paid, 0) > 0 as part_paid,
                 count(*) as n, sum(p.amount) as amount, coalesce(sum(pd.paid), 0.00) as paid, sum(p.written_off) as written_off
          from public.pledges p
          left join paid pd on pd.pledge_id = p.id%1$s
          where p.organization_id = $1%2$s
          group by 1, 2, 3
          offset 0) k) s
      %3$s$q$,
      case when v_pattern is not null then ' join public.donors d on d.id = p.donor_id' else '' end,
      v_filters,
      case when p_status = 'unpaid' then 'where s.status in (''open'', ''partially_paid'')'
           when p_status is not null then 'where s.status = $5' else '' end)
      into v_totals
      using p_organization_id, p_donor_id, p_fund_id, v_pattern, p_status;
    v_page := format('%s order by %s limit $6 offset $7', v_candidates, v_sort);
  end if;

  -- Only the page's rows read their donor, fund and schedule.
  execute format($q$
    select coalesce(array_agg(row(
             x.ord, x.id, x.organization_id, x.donor_id, d.name,
             x.pledge_date, x.amount::text, x.fund_id, f.name,
             x.restriction, x.account_id, x.project_id, x.campaign,
             x.notes, x.paid::text, x.written_off::text, x.open_balance::text,
             x.status, n.due_date, n.amount::text,
             x.cancelled_at is null and coalesce(n.due_date < private.today_for_organization(x.organization_id), false),
             ic.installments,
             x.cancelled_at, x.cancel_date, x.cancel_reason,
             x.journal_entry_id, x.created_at)::public.pledge_row
           order by x.ord), '{}')
    from (select x.*, $7 + row_number() over (order by %2$s) as ord from (%1$s) x) x
    join public.donors d on d.id = x.donor_id
    left join public.funds f on f.id = x.fund_id
    left join lateral (
      select s.due_date, (s.amount - least(s.amount, greatest(x.paid - s.before, 0))::numeric(14, 2)) as amount
      from (
        select i.due_date, i.created_at, i.id, i.amount,
               coalesce(sum(i.amount) over (order by i.due_date, i.created_at, i.id rows between unbounded preceding and 1 preceding), 0) as before
        from public.pledge_installments i where i.pledge_id = x.id
      ) s
      where x.cancelled_at is null and least(s.amount, greatest(x.paid - s.before, 0))::numeric(14, 2) < s.amount
      order by s.due_date, s.created_at, s.id
      limit 1
    ) n on true
    cross join lateral (select count(*)::int as installments from public.pledge_installments i where i.pledge_id = x.id) ic
  $q$, v_page, v_sort)
    into v_rows
    using p_organization_id, p_donor_id, p_fund_id, v_pattern, p_status, v_limit, v_offset;

  return row(v_totals.count, v_totals, v_limit, v_offset, v_rows)::public.pledge_page;
end;
$$;
revoke all on function public.search_pledges(p_organization_id uuid, p_status text, p_donor_id uuid, p_fund_id uuid, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_pledges(p_organization_id uuid, p_status text, p_donor_id uuid, p_fund_id uuid, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
