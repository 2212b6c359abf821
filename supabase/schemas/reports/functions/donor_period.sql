-- The Donor Analysis figures of one period, a public.donor_analysis_period {from, to, base_from,
-- base_to, summary, levels, months, top}. The base period is the prior fiscal year: the whole
-- fiscal year before the one the period starts in (for a fiscal year, or the year to date, the
-- year before it). A donor of the period is new (no gift before it), retained (gave in the base period
-- too) or recaptured (gave before the base period, not in it); LYBUNT donors gave in the base
-- period but not in this one, SYBUNT donors only before the base period.
create or replace function private.donor_period(p_org uuid, p_from date, p_to date, p_fund uuid, p_top integer)
returns public.donor_analysis_period
language sql
stable
security definer
set search_path = ''
as $$
  with g as materialized (
    -- A donor record's gifts share its id; gifts without one share the md5 of the name as typed.
    select coalesce(d.donor_id, md5(lower(btrim(d.donor_name)))::uuid) as donor_key, d.donor_id,
           d.donor_name, d.donation_date, d.amount
    from public.donations d
    where d.organization_id = p_org and d.donation_date <= p_to and (p_fund is null or d.fund_id = p_fund)
  ), bounds as (
    select (private.fiscal_year_start(p_org, p_from) - interval '1 year')::date as base_from,
           private.fiscal_year_start(p_org, p_from) - 1 as base_to
  ), donors as (
    select g.donor_key,
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
  select p_from, p_to, (select b.base_from from bounds b), (select b.base_to from bounds b),
    row(
      coalesce((select sum(x.amount) from gifts x), 0),
      (select count(*) from gifts),
      (select count(*) from donors d where d.in_period),
      (select round(avg(x.amount), 2) from gifts x),
      (select round((percentile_cont(0.5) within group (order by x.amount))::numeric, 2) from gifts x),
      (select count(*) from donors d where d.in_period and not d.before_period),
      (select count(*) from donors d where d.in_period and d.in_base),
      (select count(*) from donors d where d.in_period and not d.in_base and d.before_base),
      (select count(*) from donors d where d.in_base and not d.in_period),
      (select count(*) from donors d where d.before_base and not d.in_base and not d.in_period),
      (select count(*) from donors d where d.in_base),
      (select case when count(*) filter (where d.in_base) = 0 then null
                   else round(count(*) filter (where d.in_base and d.in_period)::numeric / count(*) filter (where d.in_base), 4) end
       from donors d),
      coalesce((select sum(g.amount) from g join donors d on d.donor_key = g.donor_key cross join bounds b
                where d.in_base and not d.in_period and g.donation_date between b.base_from and b.base_to), 0)
    )::public.donor_analysis_summary,
    array(select row('level:' || l.ord, l.label,
                     (select count(*) from donors d where d.in_period and d.total >= l.low and (l.high is null or d.total < l.high)),
                     coalesce((select sum(d.total) from donors d where d.in_period and d.total >= l.low and (l.high is null or d.total < l.high)), 0)
                 )::public.donor_analysis_level
          from levels l order by l.ord),
    array(select row(m.month, m.gifts, m.donors, m.total)::public.donor_analysis_month
          from (select to_char(date_trunc('month', g.donation_date), 'YYYY-MM') as month, count(*) as gifts,
                       count(distinct g.donor_key) as donors, sum(g.amount) as total
                from g where g.donation_date between p_from and p_to group by 1) m
          order by m.month),
    array(select row(t.donor_key, t.donor_id, t.name, t.gifts, t.total, t.last_gift,
                     case when not t.before_period then 'new' when t.in_base then 'retained' else 'recaptured' end)::public.donor_analysis_donor
          from (select d.*, n.donor_id, n.name
                from (select * from donors d where d.in_period order by d.total desc, d.donor_key limit p_top) d
                cross join lateral (select max(g.donor_id::text)::uuid as donor_id, max(g.donor_name) as name
                                    from g where g.donor_key = d.donor_key and g.donation_date between p_from and p_to) n) t
          order by t.total desc, t.name)
$$;
revoke all on function private.donor_period(p_org uuid, p_from date, p_to date, p_fund uuid, p_top integer) from public, anon, authenticated, service_role;
