-- RPC (owners only): closes a fiscal year. One posted entry (source year_end_close), dated the
-- year's last day, zeroes the year's revenue and expense accounts fund by fund into the net assets
-- of the fund's class (net_assets_without or net_assets_with), and the books are locked through
-- that day. The year must have ended and no later year may be closed. The close is recorded in
-- public.fiscal_year_closes with the amounts it moved per class and the lock date it found, which
-- reopen_fiscal_year restores. The kept daily totals leave the closing entry out
-- (private.ledger_daily_totals says why). Returns the close's id.
create or replace function public.close_fiscal_year(p_organization_id uuid, p_fiscal_year_end date)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_start date;
  v_lock date;
  v_lines jsonb;
  v_without numeric;
  v_with numeric;
  v_entry uuid;
  v_close uuid;
begin
  perform private.require_role(p_organization_id, array['owner'], 'Only an owner can close a fiscal year');
  if p_fiscal_year_end is null then
    raise exception 'Choose the fiscal year to close' using errcode = '22023';
  end if;
  v_start := private.fiscal_year_start(p_organization_id, p_fiscal_year_end);
  if (v_start + interval '1 year' - interval '1 day')::date <> p_fiscal_year_end then
    raise exception '% is not the last day of a fiscal year (the fiscal year starts on %)', to_char(p_fiscal_year_end, 'FMMonth FMDD, YYYY'), to_char(v_start, 'FMMonth FMDD')
      using errcode = '22023';
  end if;
  if p_fiscal_year_end >= private.today_for_organization(p_organization_id) then
    raise exception 'The fiscal year ending % has not ended yet', to_char(p_fiscal_year_end, 'FMMonth FMDD, YYYY') using errcode = '22023';
  end if;
  -- One close at a time per organization (two owners clicking at once).
  perform pg_advisory_xact_lock(hashtextextended('fiscal_year_close:' || p_organization_id::text, 0));
  if exists (select 1 from public.fiscal_year_closes c where c.organization_id = p_organization_id and c.fiscal_year_end = p_fiscal_year_end and c.reopened_at is null) then
    raise exception 'The fiscal year ending % is already closed', to_char(p_fiscal_year_end, 'FMMonth FMDD, YYYY') using errcode = '23505';
  end if;
  if exists (select 1 from public.fiscal_year_closes c where c.organization_id = p_organization_id and c.fiscal_year_end > p_fiscal_year_end and c.reopened_at is null) then
    raise exception 'A later fiscal year is closed; an owner reopens it before closing an earlier one' using errcode = '23514';
  end if;

  -- The year's balance of each revenue and expense account, fund by fund, and its plug into the
  -- fund's net assets. Amounts are credits - debits; a line's side follows its sign.
  with balances as (
    select l.account_id, l.fund_id, f.restriction, sum(l.credit - l.debit) as balance
    from public.journal_entry_lines l
    join public.journal_entries e on e.id = l.journal_entry_id
    join public.accounts a on a.id = l.account_id
    join public.funds f on f.id = l.fund_id
    where e.organization_id = p_organization_id and e.status = 'posted'
      and e.entry_date between v_start and p_fiscal_year_end
      and e.source_type not in ('year_end_close', 'year_end_reopen')
      and a.category in ('Revenue', 'Expenses')
    group by l.account_id, l.fund_id, f.restriction
    having sum(l.credit - l.debit) <> 0
  ), plugs as (
    select b.fund_id, b.restriction, sum(b.balance) as balance from balances b group by b.fund_id, b.restriction
    having sum(b.balance) <> 0
  ), lines as (
    select 1 as part, b.account_id, b.fund_id, greatest(b.balance, 0) as debit, greatest(-b.balance, 0) as credit from balances b
    union all
    select 2, private.system_account(p_organization_id, case when p.restriction = 'with_donor_restrictions' then 'net_assets_with' else 'net_assets_without' end),
           p.fund_id, greatest(-p.balance, 0), greatest(p.balance, 0)
    from plugs p
  )
  select coalesce(jsonb_agg(jsonb_build_object('account_id', x.account_id, 'fund_id', x.fund_id, 'debit', x.debit, 'credit', x.credit,
           'description', 'Year-end close') order by x.part, x.fund_id, x.account_id), '[]'::jsonb),
         coalesce((select sum(b.balance) from balances b where b.restriction <> 'with_donor_restrictions'), 0),
         coalesce((select sum(b.balance) from balances b where b.restriction = 'with_donor_restrictions'), 0)
    into v_lines, v_without, v_with
  from lines x;

  select s.locked_through into v_lock from public.organization_settings s where s.organization_id = p_organization_id;
  v_close := gen_random_uuid();
  if jsonb_array_length(v_lines) > 0 then
    -- The closing entry is dated inside the year: open that day for this statement if a lock covers it.
    if v_lock is not null and v_lock >= p_fiscal_year_end then
      perform private.set_lock_date(p_organization_id, p_fiscal_year_end - 1);
    end if;
    v_entry := private.post_entry(p_organization_id, p_fiscal_year_end,
      format('Year-end close of the fiscal year %s to %s', v_start, p_fiscal_year_end), 'year_end_close', v_close, v_lines, 'YEAR-END');
  end if;
  perform private.set_lock_date(p_organization_id, greatest(coalesce(v_lock, p_fiscal_year_end), p_fiscal_year_end));

  insert into public.fiscal_year_closes (id, organization_id, fiscal_year_start, fiscal_year_end, closing_entry_id,
    closed_without_restrictions, closed_with_restrictions, previous_locked_through, closed_by)
  values (v_close, p_organization_id, v_start, p_fiscal_year_end, v_entry, v_without, v_with, v_lock, auth.uid());
  return v_close;
end;
$$;
revoke all on function public.close_fiscal_year(p_organization_id uuid, p_fiscal_year_end date) from public, anon, authenticated, service_role;
grant execute on function public.close_fiscal_year(p_organization_id uuid, p_fiscal_year_end date) to authenticated, service_role;
