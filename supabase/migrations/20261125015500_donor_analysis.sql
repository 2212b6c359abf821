-- Donor Analysis (issue 15, point 6), from the donations (a gift's donor, date and amount; the
-- ledger does not know donors). A donor is the linked donor record, else the donor name as typed.
--
-- For a period P (default: the fiscal year to date) and the period of the same length just before
-- it (B, "last year" when P is a fiscal year):
--   new         gave in P, never before P;
--   retained    gave in P and in B;
--   recaptured  gave in P, not in B, but at some time before B;
--   lapsed      LYBUNT ("last year but unfortunately not this"): gave in B, not in P;
--               SYBUNT ("some year but unfortunately not this"): gave before B, neither in B nor in P;
--   retention rate = retained / donors of B.
-- Average and median gift of P; giving levels by each donor's total in P; top donors; giving by
-- month. An optional comparison period gets the same figures (against its own preceding period).
-- Optionally only the gifts to one fund.

-- The figures of one period as json {summary: {...}, levels: [...], months: [...], top: [...]}.
create or replace function private.donor_period(p_org uuid, p_from date, p_to date, p_fund uuid, p_top integer)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with g as materialized (
    select coalesce(d.donor_id::text, 'name:' || lower(btrim(d.donor_name))) as donor_key, d.donor_id,
           d.donor_name, d.donation_date, d.amount
    from public.donations d
    where d.organization_id = p_org and d.donation_date <= p_to and (p_fund is null or d.fund_id = p_fund)
  ), bounds as (
    select p_from - (p_to - p_from + 1) as base_from, p_from - 1 as base_to
  ), donors as (
    select g.donor_key,
           max(g.donor_name) filter (where g.donation_date between p_from and p_to) as name,
           (array_agg(g.donor_id) filter (where g.donor_id is not null))[1] as donor_id,
           coalesce(sum(g.amount) filter (where g.donation_date between p_from and p_to), 0) as total,
           count(*) filter (where g.donation_date between p_from and p_to) as gifts,
           max(g.donation_date) filter (where g.donation_date between p_from and p_to) as last_gift,
           bool_or(g.donation_date between p_from and p_to) as in_period,
           bool_or(g.donation_date between b.base_from and b.base_to) as in_base,
           bool_or(g.donation_date < b.base_from) as before_base,
           bool_or(g.donation_date < p_from) as before_period
    from g cross join bounds b
    group by g.donor_key
  ), gifts as (
    select g.amount from g where g.donation_date between p_from and p_to
  ), levels as (
    select l.ord, l.label, l.low, l.high from (values
      (1, '$10,000 and more', 10000::numeric, null::numeric),
      (2, '$5,000 – $9,999.99', 5000, 10000),
      (3, '$1,000 – $4,999.99', 1000, 5000),
      (4, '$500 – $999.99', 500, 1000),
      (5, '$100 – $499.99', 100, 500),
      (6, 'Under $100', 0, 100)) l(ord, label, low, high)
  )
  select json_build_object(
    'from', p_from, 'to', p_to,
    'base_from', (select b.base_from from bounds b), 'base_to', (select b.base_to from bounds b),
    'summary', json_build_object(
      'total', coalesce((select sum(x.amount) from gifts x), 0),
      'gifts', (select count(*) from gifts),
      'donors', (select count(*) from donors d where d.in_period),
      'average_gift', (select round(avg(x.amount), 2) from gifts x),
      'median_gift', (select round((percentile_cont(0.5) within group (order by x.amount))::numeric, 2) from gifts x),
      'new_donors', (select count(*) from donors d where d.in_period and not d.before_period),
      'retained_donors', (select count(*) from donors d where d.in_period and d.in_base),
      'recaptured_donors', (select count(*) from donors d where d.in_period and not d.in_base and d.before_base),
      'lybunt_donors', (select count(*) from donors d where d.in_base and not d.in_period),
      'sybunt_donors', (select count(*) from donors d where d.before_base and not d.in_base and not d.in_period),
      'base_donors', (select count(*) from donors d where d.in_base),
      'retention_rate', (select case when count(*) filter (where d.in_base) = 0 then null
                                     else round(count(*) filter (where d.in_base and d.in_period)::numeric / count(*) filter (where d.in_base), 4) end
                         from donors d),
      'lybunt_amount', coalesce((select sum(g.amount) from g join donors d on d.donor_key = g.donor_key cross join bounds b
                                 where d.in_base and not d.in_period and g.donation_date between b.base_from and b.base_to), 0)),
    'levels', (select json_agg(json_build_object('key', 'level:' || l.ord, 'label', l.label,
                 'donors', (select count(*) from donors d where d.in_period and d.total >= l.low and (l.high is null or d.total < l.high)),
                 'total', coalesce((select sum(d.total) from donors d where d.in_period and d.total >= l.low and (l.high is null or d.total < l.high)), 0))
               order by l.ord) from levels l),
    'months', coalesce((select json_agg(json_build_object('month', m.month, 'gifts', m.gifts, 'donors', m.donors, 'total', m.total) order by m.month)
               from (select to_char(date_trunc('month', g.donation_date), 'YYYY-MM') as month, count(*) as gifts,
                            count(distinct g.donor_key) as donors, sum(g.amount) as total
                     from g where g.donation_date between p_from and p_to group by 1) m), '[]'::json),
    'top', coalesce((select json_agg(json_build_object('key', t.donor_key, 'donor_id', t.donor_id, 'name', t.name, 'gifts', t.gifts,
                                                       'total', t.total, 'last_gift', t.last_gift,
                                                       'status', case when not t.before_period then 'new' when t.in_base then 'retained' else 'recaptured' end)
                                     order by t.total desc, t.name)
               from (select * from donors d where d.in_period order by d.total desc, d.name limit p_top) t), '[]'::json)
  )
$$;

-- RPC: Donor Analysis for [p_from, p_to] (default: the fiscal year to date), optionally beside a
-- comparison period and of one fund. p_top: how many top donors (default 10, at most 100).
create or replace function public.report_donor_analysis(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_from date default null,
  p_compare_to date default null,
  p_fund_id uuid default null,
  p_top integer default 10
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_has_compare boolean := p_compare_from is not null and p_compare_to is not null;
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  perform private.report_check_period(v_from, v_to, p_compare_from, p_compare_to);
  return json_build_object(
    'current', private.donor_period(p_organization_id, v_from, v_to, p_fund_id, least(greatest(coalesce(p_top, 10), 1), 100)),
    'compare', case when v_has_compare then private.donor_period(p_organization_id, p_compare_from, p_compare_to, p_fund_id, least(greatest(coalesce(p_top, 10), 1), 100)) end);
end;
$$;

revoke execute on function private.donor_period(uuid, date, date, uuid, integer) from public;
revoke execute on function public.report_donor_analysis(uuid, date, date, date, date, uuid, integer) from public, anon;
grant execute on function public.report_donor_analysis(uuid, date, date, date, date, uuid, integer) to authenticated, service_role;

-- Donations by organization and date: the analysis reads one organization's gifts up to a date.
create index if not exists donations_org_date_idx on public.donations (organization_id, donation_date);
