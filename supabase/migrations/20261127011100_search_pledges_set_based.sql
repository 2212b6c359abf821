-- search_pledges, set-based (issue 21 point 7). The first version computed
-- private.pledge_figures(p) (paid, schedule, next due, status as jsonb) for EVERY pledge of the
-- organization before filtering, sorting and paging: about 1 ms a pledge, so 2 s at 2,000 pledges
-- and a minute at 100,000. Now:
--   - paid per pledge comes from one grouped read of the organization's gifts applied to pledges
--     (index donations (organization_id, pledge_id) below), joined by hash;
--   - status and open balance are plain expressions over amount, paid, written_off, cancelled_at
--     (the same rule as private.pledge_figures, which get_pledge still uses);
--   - the schedule (next due date and amount, overdue, instalment count) is read only for the
--     page's rows, except when the list is sorted by next due date: then the next due date of every
--     candidate comes from one window over the organization's instalments;
--   - the donors join happens before paging only when the search or the donor sort needs it.
-- Same arguments, same JSON (rows with their position ord, totals, total, limit, offset); the comparison with the first
-- rule is supabase/tests/pledges-search-set-based.integration.test.ts.

create index if not exists donations_org_pledge_idx on public.donations (organization_id, pledge_id) include (amount)
  where pledge_id is not null;
create index if not exists pledge_installments_org_idx on public.pledge_installments (organization_id, pledge_id);

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
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_sort_key text := lower(coalesce(p_sort, 'date'));
  v_sort text;
  v_donors boolean;
  v_next boolean;
  v_candidates text;
  v_totals json;
  v_rows json;
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
    case when p_donor_id is not null then ' and p.donor_id = $2' else '' end
      || case when p_fund_id is not null then ' and p.fund_id = $3' else '' end
      || case when v_pattern is not null then ' and (d.name ilike $4 or p.campaign ilike $4 or p.notes ilike $4)' else '' end,
    case when p_status = 'unpaid' then ' and x.status in (''open'', ''partially_paid'')'
         when p_status is not null then ' and x.status = $5' else '' end);

  execute format($q$
    select json_build_object(
      'count', count(*),
      'pledged', coalesce(sum(x.amount), 0)::text,
      'paid', coalesce(sum(x.paid), 0)::text,
      'written_off', coalesce(sum(x.written_off), 0)::text,
      'open_balance', coalesce(sum(x.open_balance), 0)::text)
    from (%s) x$q$, v_candidates)
    into v_totals
    using p_organization_id, p_donor_id, p_fund_id, v_pattern, p_status;

  -- Only the page's rows read their donor, fund and schedule.
  execute format($q$
    select coalesce(json_agg(json_build_object(
             'ord', x.ord, 'id', x.id, 'organization_id', x.organization_id, 'donor_id', x.donor_id, 'donor_name', d.name,
             'pledge_date', x.pledge_date, 'amount', x.amount::text, 'fund_id', x.fund_id, 'fund_name', f.name,
             'restriction', x.restriction, 'account_id', x.account_id, 'project_id', x.project_id, 'campaign', x.campaign,
             'notes', x.notes, 'paid', x.paid::text, 'written_off', x.written_off::text, 'open_balance', x.open_balance::text,
             'status', x.status, 'next_due_date', n.due_date, 'next_due_amount', n.amount::text,
             'overdue', x.cancelled_at is null and coalesce(n.due_date < current_date, false),
             'installment_count', ic.installments,
             'cancelled_at', x.cancelled_at, 'cancel_date', x.cancel_date, 'cancel_reason', x.cancel_reason,
             'journal_entry_id', x.journal_entry_id, 'created_at', x.created_at)
           order by x.ord), '[]'::json)
    from (select x.*, $7 + row_number() over (order by %2$s) as ord from (%1$s order by %2$s limit $6 offset $7) x) x
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
  $q$, v_candidates, v_sort)
    into v_rows
    using p_organization_id, p_donor_id, p_fund_id, v_pattern, p_status, v_limit, v_offset;

  return json_build_object(
    'total', (v_totals ->> 'count')::bigint,
    'totals', v_totals,
    'limit', v_limit,
    'offset', v_offset,
    'rows', v_rows);
end;
$$;

revoke execute on function public.search_pledges(uuid, text, uuid, uuid, text, text, text, integer, integer) from public, anon;
grant execute on function public.search_pledges(uuid, text, uuid, uuid, text, text, text, integer, integer) to authenticated, service_role;
