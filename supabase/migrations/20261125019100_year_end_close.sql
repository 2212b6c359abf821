-- Year-end close (issue 19 point 6): an owner closes a fiscal year. One posted entry, dated the
-- year's last day, zeroes the year's revenue and expense accounts fund by fund into net assets of
-- the fund's class (3100 without donor restrictions, 3200 with them), and the books are locked
-- through that day. Reopening (owners only) posts the mirror entry and puts the lock back where it
-- was before the close; both are recorded in public.fiscal_year_closes (and the audit log).
--
-- Why the kept daily totals leave the closing and reopening entries out: every statement derives
-- net assets as the net-asset accounts plus the revenue and expense accounts, by class of the
-- line's fund, so a close changes no net-asset figure; but a period's Statement of Activities read
-- over the closing entry would show a closed year's revenue and expenses as zero. The totals
-- therefore hold activity only, and a closed year's statements read the same before and after the
-- close. The raw lines keep the closing entry (the general ledger, the trial balance after closing
-- and the hledger export show it).

insert into private.entry_source_types (source_type, label) values
  ('year_end_close', 'Year-end close'),
  ('year_end_reopen', 'Year-end reopening')
on conflict (source_type) do nothing;

create table public.fiscal_year_closes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  fiscal_year_start date not null,
  fiscal_year_end date not null,
  closing_entry_id uuid references public.journal_entries (id) on delete set null,
  reopening_entry_id uuid references public.journal_entries (id) on delete set null,
  -- The change in net assets the close moved, per class (credits - debits of the closed accounts).
  closed_without_restrictions numeric(14, 2) not null default 0,
  closed_with_restrictions numeric(14, 2) not null default 0,
  -- The lock date in force before the close, which a reopening restores (or the day before the
  -- year's end when that lock reached past it).
  previous_locked_through date,
  closed_by uuid references auth.users (id) on delete set null,
  closed_at timestamptz not null default now(),
  reopened_by uuid references auth.users (id) on delete set null,
  reopened_at timestamptz,
  check (fiscal_year_end > fiscal_year_start)
);
create unique index fiscal_year_closes_one_active on public.fiscal_year_closes (organization_id, fiscal_year_end) where reopened_at is null;
create index fiscal_year_closes_org_idx on public.fiscal_year_closes (organization_id, fiscal_year_end desc);

alter table public.fiscal_year_closes enable row level security;
-- Read by every member; written only by the two functions below.
create policy "members read their organization's year-end closes" on public.fiscal_year_closes
  for select to authenticated using (public.is_org_member(organization_id));
grant select on public.fiscal_year_closes to authenticated;

create trigger audit_insert after insert on public.fiscal_year_closes referencing new table as new_rows
  for each statement execute function private.audit_statement();
create trigger audit_update after update on public.fiscal_year_closes referencing old table as old_rows new table as new_rows
  for each statement execute function private.audit_statement();

-- The kept totals skip the closing and reopening entries (see the header).
create or replace function private.add_to_ledger_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'journal_entry_lines' then
    insert into private.ledger_daily_totals as t (organization_id, account_id, fund_id, project_id, entry_date, debit, credit, line_count)
    select l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date, sum(l.debit), sum(l.credit), count(*)::int
    from new_lines l
    join public.journal_entries e on e.id = l.journal_entry_id
    where e.status = 'posted' and e.source_type not in ('year_end_close', 'year_end_reopen')
    group by l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date
    order by l.organization_id, l.account_id, l.fund_id, l.project_id, e.entry_date
    on conflict on constraint ledger_daily_totals_key do update
      set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit, line_count = t.line_count + excluded.line_count;
  else
    insert into private.ledger_daily_totals as t (organization_id, account_id, fund_id, project_id, entry_date, debit, credit, line_count)
    select l.organization_id, l.account_id, l.fund_id, l.project_id, n.entry_date, sum(l.debit), sum(l.credit), count(*)::int
    from new_entries n
    join old_entries o on o.id = n.id
    join public.journal_entry_lines l on l.journal_entry_id = n.id
    where n.status = 'posted' and o.status is distinct from 'posted' and n.source_type not in ('year_end_close', 'year_end_reopen')
    group by l.organization_id, l.account_id, l.fund_id, l.project_id, n.entry_date
    order by l.organization_id, l.account_id, l.fund_id, l.project_id, n.entry_date
    on conflict on constraint ledger_daily_totals_key do update
      set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit, line_count = t.line_count + excluded.line_count;
  end if;
  return null;
end;
$$;

-- The same for the kept totals by expense function (20261125001100).
create or replace function private.add_to_function_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'journal_entry_lines' then
    insert into private.ledger_function_daily_totals as t (organization_id, account_id, fund_id, project_id, function, entry_date, debit, credit, line_count)
    select l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date, sum(l.debit), sum(l.credit), count(*)::int
    from new_lines l
    join public.journal_entries e on e.id = l.journal_entry_id
    where e.status = 'posted' and l.function is not null and e.source_type not in ('year_end_close', 'year_end_reopen')
    group by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date
    order by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date
    on conflict on constraint ledger_function_daily_totals_key do update
      set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit, line_count = t.line_count + excluded.line_count;
  else
    insert into private.ledger_function_daily_totals as t (organization_id, account_id, fund_id, project_id, function, entry_date, debit, credit, line_count)
    select l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, n.entry_date, sum(l.debit), sum(l.credit), count(*)::int
    from new_entries n
    join old_entries o on o.id = n.id
    join public.journal_entry_lines l on l.journal_entry_id = n.id
    where n.status = 'posted' and o.status is distinct from 'posted' and l.function is not null and n.source_type not in ('year_end_close', 'year_end_reopen')
    group by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, n.entry_date
    order by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, n.entry_date
    on conflict on constraint ledger_function_daily_totals_key do update
      set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit, line_count = t.line_count + excluded.line_count;
  end if;
  return null;
end;
$$;

-- Moves the lock date as the close and the reopening need it. The settings guard lets an owner
-- move it back; both functions below run for owners only.
create or replace function private.set_lock_date(p_org uuid, p_date date)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.organization_settings set locked_through = p_date where organization_id = p_org
$$;

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

create or replace function public.reopen_fiscal_year(p_close_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_close public.fiscal_year_closes;
  v_entry uuid;
  v_lock date;
begin
  select * into v_close from public.fiscal_year_closes c where c.id = p_close_id;
  if not found or not public.is_org_member(v_close.organization_id) then
    raise exception 'Year-end close not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_close.organization_id, array['owner'], 'Only an owner can reopen a closed fiscal year');
  perform pg_advisory_xact_lock(hashtextextended('fiscal_year_close:' || v_close.organization_id::text, 0));
  select * into v_close from public.fiscal_year_closes c where c.id = p_close_id;
  if v_close.reopened_at is not null then
    raise exception 'This fiscal year is already reopened' using errcode = '23514';
  end if;
  if exists (select 1 from public.fiscal_year_closes c where c.organization_id = v_close.organization_id and c.fiscal_year_end > v_close.fiscal_year_end and c.reopened_at is null) then
    raise exception 'A later fiscal year is closed; an owner reopens it first' using errcode = '23514';
  end if;

  select s.locked_through into v_lock from public.organization_settings s where s.organization_id = v_close.organization_id;
  if v_lock is not null and v_lock >= v_close.fiscal_year_end then
    perform private.set_lock_date(v_close.organization_id, v_close.fiscal_year_end - 1);
  end if;
  if v_close.closing_entry_id is not null then
    v_entry := gen_random_uuid();
    -- Linked to the close by source_id (reverses_entry_id is for reversals a user asks for, which
    -- journal_entries_document_reversal refuses for a close).
    insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type, source_id)
    select v_entry, e.organization_id, e.entry_date, 'Reopening of the fiscal year ' || v_close.fiscal_year_start || ' to ' || v_close.fiscal_year_end,
           e.reference, 'posted', 'year_end_reopen', v_close.id
    from public.journal_entries e where e.id = v_close.closing_entry_id;
    insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, description, debit, credit, line_number)
    select l.organization_id, v_entry, l.account_id, l.fund_id, l.project_id, 'Year-end reopening', l.credit, l.debit, l.line_number
    from public.journal_entry_lines l where l.journal_entry_id = v_close.closing_entry_id;
  end if;
  -- Back to the lock in force before the close, but never still covering the reopened year's end.
  perform private.set_lock_date(v_close.organization_id,
    case when v_close.previous_locked_through is null or v_close.previous_locked_through < v_close.fiscal_year_end
         then v_close.previous_locked_through else v_close.fiscal_year_end - 1 end);
  update public.fiscal_year_closes set reopened_by = auth.uid(), reopened_at = now(), reopening_entry_id = v_entry where id = p_close_id;
end;
$$;

revoke execute on function private.set_lock_date(uuid, date) from public, anon, authenticated;
revoke execute on function public.close_fiscal_year(uuid, date), public.reopen_fiscal_year(uuid) from public, anon;
grant execute on function public.close_fiscal_year(uuid, date), public.reopen_fiscal_year(uuid) to authenticated;
