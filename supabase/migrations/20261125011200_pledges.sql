-- Pledges (issue 13 point 3): a donor's unconditional promise to give, with its schedule (one date
-- or instalments), and the gifts applied to it. The accounting (FASB ASC 958-605):
--
--   pledge made:               debit 1200 Pledges Receivable / credit contribution revenue, in the
--                              pledge's fund (its restriction follows the fund), dated the pledge date;
--   gift applied to a pledge:  debit cash / credit 1200 Pledges Receivable in the pledge's fund
--                              (revenue was recognized when the pledge was made, never again);
--   cancel the open balance:   debit contribution revenue / credit 1200 for what is left unpaid,
--                              dated the cancellation (the uncollectible part of the promise).
--
-- Changing a pledge's date, amount, fund, revenue account or project reverses its entry and posts a
-- new one (the fund cannot change once gifts are applied, the amount cannot fall below what was
-- paid); deleting a pledge reverses its entries and is refused while gifts are applied. Every
-- posting goes through private.post_entry, so a locked period refuses it in the ledger's words.
-- The open balance = amount - gifts applied - cancelled balance, always computed in SQL.

insert into private.entry_source_types (source_type, label) values
  ('pledge', 'Pledge'),
  ('pledge_cancellation', 'Pledge cancellation')
on conflict (source_type) do nothing;

create table if not exists public.pledges (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  donor_id uuid not null,
  pledge_date date not null default current_date,
  amount numeric(14, 2) not null check (amount > 0),
  fund_id uuid,
  restriction text not null default 'without_donor_restrictions'
    check (restriction in ('without_donor_restrictions', 'with_donor_restrictions')),
  account_id uuid,
  project_id uuid,
  campaign text check (campaign is null or length(campaign) <= 200),
  notes text check (notes is null or length(notes) <= 2000),
  journal_entry_id uuid unique,
  cancelled_at timestamptz,
  cancel_date date,
  cancel_reason text check (cancel_reason is null or length(cancel_reason) <= 500),
  written_off numeric(14, 2) not null default 0 check (written_off >= 0),
  cancel_entry_id uuid unique,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (donor_id, organization_id) references public.donors (id, organization_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id),
  foreign key (cancel_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index if not exists pledges_org_date_idx on public.pledges (organization_id, pledge_date desc, created_at desc, id);
create index if not exists pledges_donor_idx on public.pledges (donor_id);

create table if not exists public.pledge_installments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  pledge_id uuid not null,
  due_date date not null,
  amount numeric(14, 2) not null check (amount > 0),
  created_at timestamptz not null default now(),
  foreign key (pledge_id, organization_id) references public.pledges (id, organization_id) on delete cascade
);
create index if not exists pledge_installments_pledge_idx on public.pledge_installments (pledge_id, due_date);

alter table public.donations add column if not exists pledge_id uuid;
alter table public.donations drop constraint if exists donations_pledge_fkey;
alter table public.donations add constraint donations_pledge_fkey
  foreign key (pledge_id, organization_id) references public.pledges (id, organization_id);
create index if not exists donations_pledge_idx on public.donations (pledge_id) where pledge_id is not null;

drop trigger if exists pledges_touch on public.pledges;
create trigger pledges_touch before update on public.pledges
  for each row execute function private.touch_updated_at();

-- RLS: members read; owners, admins and members write (viewers are refused), like donations.
alter table public.pledges enable row level security;
alter table public.pledge_installments enable row level security;
drop policy if exists members_read on public.pledges;
drop policy if exists editors_insert on public.pledges;
drop policy if exists editors_update on public.pledges;
drop policy if exists editors_delete on public.pledges;
create policy members_read on public.pledges for select to authenticated using (public.is_org_member(organization_id));
create policy editors_insert on public.pledges for insert to authenticated with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_update on public.pledges for update to authenticated using (public.has_org_role(organization_id, array['owner', 'admin', 'member'])) with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_delete on public.pledges for delete to authenticated using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
drop policy if exists members_read on public.pledge_installments;
drop policy if exists editors_insert on public.pledge_installments;
drop policy if exists editors_update on public.pledge_installments;
drop policy if exists editors_delete on public.pledge_installments;
create policy members_read on public.pledge_installments for select to authenticated using (public.is_org_member(organization_id));
create policy editors_insert on public.pledge_installments for insert to authenticated with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_update on public.pledge_installments for update to authenticated using (public.has_org_role(organization_id, array['owner', 'admin', 'member'])) with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_delete on public.pledge_installments for delete to authenticated using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
-- The posting columns are the database's own: the API may not set them on update (cancel_pledge does, as owner).
revoke update on public.pledges from authenticated;
grant update (donor_id, pledge_date, amount, fund_id, account_id, project_id, campaign, notes) on public.pledges to authenticated;
select private.install_trial_write_guard('pledges');
select private.install_trial_write_guard('pledge_installments');

-- What has been paid on a pledge (gifts applied to it), as of now.
create or replace function private.pledge_paid(p_pledge_id uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(d.amount), 0)::numeric(14, 2) from public.donations d where d.pledge_id = p_pledge_id
$$;

create or replace function private.post_pledge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fund_restriction text;
  v_donor text;
  v_paid numeric(14, 2);
begin
  if tg_op = 'DELETE' then
    if private.organization_gone(old.organization_id) then
      return old;
    end if;
    if exists (select 1 from public.donations d where d.pledge_id = old.id) then
      raise exception 'This pledge has gifts applied to it and cannot be deleted; cancel its open balance instead' using errcode = '23503';
    end if;
    if old.cancel_entry_id is not null then
      perform private.reverse_entry(old.cancel_entry_id, old.cancel_date, 'Deleted pledge cancellation');
    end if;
    if old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, old.pledge_date, 'Deleted pledge');
    end if;
    return old;
  end if;

  if tg_op = 'INSERT' then
    -- The posting columns start empty whatever the insert said.
    new.journal_entry_id := null;
    new.cancel_entry_id := null;
    new.cancelled_at := null;
    new.cancel_date := null;
    new.written_off := 0;
  else
    if new.organization_id <> old.organization_id then
      raise exception 'A pledge cannot move to another organization' using errcode = '42501';
    end if;
    if (new.pledge_date, new.amount, new.fund_id, new.account_id, new.project_id, new.donor_id)
       is not distinct from (old.pledge_date, old.amount, old.fund_id, old.account_id, old.project_id, old.donor_id) then
      return new;
    end if;
    -- Only cancel_pledge moves these, and it changes nothing above.
    new.journal_entry_id := old.journal_entry_id;
    if old.cancelled_at is not null then
      raise exception 'A cancelled pledge cannot change; record a new pledge instead' using errcode = '23514';
    end if;
    v_paid := private.pledge_paid(old.id);
    if v_paid > 0 and new.fund_id is distinct from old.fund_id then
      raise exception 'Gifts are applied to this pledge in its fund: its fund cannot change' using errcode = '23514';
    end if;
    if new.amount < v_paid then
      raise exception 'The pledge cannot be less than the % already paid on it', to_char(v_paid, 'FM999,999,999,990.00') using errcode = '23514';
    end if;
    if old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, old.pledge_date, 'Changed pledge');
    end if;
  end if;

  if new.fund_id is null then
    new.fund_id := private.default_fund(new.organization_id);
  end if;
  select f.restriction into v_fund_restriction from public.funds f where f.id = new.fund_id;
  new.restriction := v_fund_restriction;
  if new.account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.account_id and a.category = 'Revenue') then
    raise exception 'A pledge is credited to a Revenue account' using errcode = '23514';
  end if;
  select d.name into v_donor from public.donors d where d.id = new.donor_id;

  new.journal_entry_id := private.post_entry(new.organization_id, new.pledge_date,
    'Pledge from ' || coalesce(v_donor, 'a donor'), 'pledge', new.id,
    jsonb_build_array(
      jsonb_build_object('account_id', private.system_account(new.organization_id, 'pledges_receivable'), 'fund_id', new.fund_id, 'project_id', new.project_id, 'debit', new.amount),
      jsonb_build_object('account_id', coalesce(new.account_id, private.system_account(new.organization_id, 'contributions')),
                         'fund_id', new.fund_id, 'project_id', new.project_id, 'credit', new.amount)));
  return new;
end;
$$;
revoke execute on function private.post_pledge() from public;
revoke execute on function private.pledge_paid(uuid) from public, anon;

drop trigger if exists pledges_post on public.pledges;
create trigger pledges_post
  before insert or update or delete on public.pledges
  for each row execute function private.post_pledge();

-- Donations: a gift applied to a pledge collects the receivable (debit cash, credit 1200 in the
-- pledge's fund, the pledge's restriction); it cannot exceed the pledge's open balance, nor be
-- applied to a cancelled pledge, nor be an in-kind gift. Everything else posts as before.
create or replace function private.post_donation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fund_restriction text;
  v_debit uuid;
  v_credit uuid;
  v_pledge public.pledges;
  v_open numeric(14, 2);
begin
  if tg_op = 'DELETE' then
    if old.journal_entry_id is not null and not private.organization_gone(old.organization_id) then
      perform private.reverse_entry(old.journal_entry_id, old.donation_date, 'Deleted donation: ' || old.donor_name);
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    new.receipt_number := coalesce(nullif(new.receipt_number, ''), private.next_document_number(new.organization_id, 'receipt'));
  else
    if new.organization_id <> old.organization_id then
      raise exception 'A donation cannot move to another organization' using errcode = '42501';
    end if;
    new.journal_entry_id := old.journal_entry_id;
    if (new.donation_date, new.amount, new.method, new.restriction, new.fund_id, new.account_id, new.project_id, new.pledge_id)
       is not distinct from (old.donation_date, old.amount, old.method, old.restriction, old.fund_id, old.account_id, old.project_id, old.pledge_id) then
      return new;
    end if;
  end if;

  if new.pledge_id is not null then
    -- Locked so two gifts applied at once cannot both fit the same open balance.
    select * into v_pledge from public.pledges p where p.id = new.pledge_id and p.organization_id = new.organization_id for update;
    if not found then
      raise exception 'The pledge this gift is applied to was not found' using errcode = '23503';
    end if;
    if v_pledge.cancelled_at is not null then
      raise exception 'This pledge was cancelled; record the gift without applying it to the pledge' using errcode = '23514';
    end if;
    if new.method in ('pledge', 'in_kind') then
      raise exception 'A payment on a pledge is made in cash, by check, card, ACH, wire or stock, not in kind' using errcode = '23514';
    end if;
    v_open := v_pledge.amount - v_pledge.written_off
      - coalesce((select sum(d.amount) from public.donations d where d.pledge_id = new.pledge_id and d.id <> new.id), 0);
    if new.amount > v_open then
      raise exception 'This gift (%) is more than the pledge''s open balance (%)',
        to_char(new.amount, 'FM999,999,999,990.00'), to_char(v_open, 'FM999,999,999,990.00') using errcode = '23514';
    end if;
    -- The gift collects the promise in the pledge's fund, whatever the form said.
    new.fund_id := v_pledge.fund_id;
    new.restriction := v_pledge.restriction;
    new.account_id := null;
    new.donor_id := coalesce(new.donor_id, v_pledge.donor_id);
  end if;

  if tg_op = 'UPDATE' and old.journal_entry_id is not null then
    perform private.reverse_entry(old.journal_entry_id, old.donation_date, 'Changed donation: ' || old.donor_name);
  end if;

  if new.fund_id is null then
    if new.restriction = 'with_donor_restrictions' then
      raise exception 'A donation with donor restrictions needs a restricted fund' using errcode = '23514';
    end if;
    new.fund_id := private.default_fund(new.organization_id);
  end if;
  select f.restriction into v_fund_restriction from public.funds f where f.id = new.fund_id;
  if v_fund_restriction <> new.restriction then
    raise exception 'The donation''s restriction (%) does not match its fund''s (%)', new.restriction, v_fund_restriction using errcode = '23514';
  end if;
  if new.account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.account_id and a.category = 'Revenue') then
    raise exception 'A donation is credited to a Revenue account' using errcode = '23514';
  end if;

  v_debit := case new.method
    when 'pledge' then private.system_account(new.organization_id, 'pledges_receivable')
    when 'in_kind' then private.system_account(new.organization_id, 'inventory')
    else private.cash_account(new.organization_id) end;
  v_credit := case when new.pledge_id is not null then private.system_account(new.organization_id, 'pledges_receivable')
    else coalesce(new.account_id, private.system_account(new.organization_id,
      case when new.method = 'in_kind' then 'in_kind_contributions' when new.is_grant then 'grants' else 'contributions' end)) end;
  new.journal_entry_id := private.post_entry(new.organization_id, new.donation_date,
    case when new.pledge_id is not null then 'Pledge payment from ' else 'Donation from ' end || new.donor_name, 'donation', new.id,
    jsonb_build_array(
      jsonb_build_object('account_id', v_debit, 'fund_id', new.fund_id, 'project_id', new.project_id, 'debit', new.amount),
      jsonb_build_object('account_id', v_credit, 'fund_id', new.fund_id, 'project_id', new.project_id, 'credit', new.amount)),
    new.receipt_number);
  return new;
end;
$$;

-- A pledge's figures: paid, cancelled, open balance, status and the next unpaid instalment (gifts
-- fill the instalments in due-date order). One definition for the list, the drawer and the tests.
create or replace function private.pledge_figures(p_pledge public.pledges)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with paid as (select private.pledge_paid(p_pledge.id) as amount),
  schedule as (
    select i.id, i.due_date, i.amount, i.created_at,
           coalesce(sum(i.amount) over (order by i.due_date, i.created_at, i.id rows between unbounded preceding and 1 preceding), 0) as before
    from public.pledge_installments i where i.pledge_id = p_pledge.id
  ),
  filled as (
    select s.*, least(s.amount, greatest((select amount from paid) - s.before, 0))::numeric(14, 2) as paid_amount from schedule s
  ),
  next_due as (
    select f.due_date, (f.amount - f.paid_amount) as amount from filled f where f.paid_amount < f.amount order by f.due_date limit 1
  )
  select jsonb_build_object(
    'paid', (select amount from paid)::text,
    'written_off', p_pledge.written_off::text,
    'open_balance', (p_pledge.amount - (select amount from paid) - p_pledge.written_off)::text,
    'status', case
      when p_pledge.cancelled_at is not null then 'cancelled'
      when p_pledge.amount - (select amount from paid) - p_pledge.written_off <= 0 then 'fulfilled'
      when (select amount from paid) > 0 then 'partially_paid'
      else 'open' end,
    'next_due_date', case when p_pledge.cancelled_at is null then (select due_date from next_due) end,
    'next_due_amount', case when p_pledge.cancelled_at is null then (select amount from next_due)::text end,
    'overdue', p_pledge.cancelled_at is null and coalesce((select due_date from next_due) < current_date, false),
    'installment_count', (select count(*) from schedule),
    'installments', coalesce((select jsonb_agg(jsonb_build_object(
        'id', f.id, 'due_date', f.due_date, 'amount', f.amount::text, 'paid', f.paid_amount::text,
        'status', case when f.paid_amount >= f.amount then 'paid' when p_pledge.cancelled_at is not null then 'cancelled'
                       when f.paid_amount > 0 then 'partially_paid' when f.due_date < current_date then 'overdue' else 'due' end)
        order by f.due_date, f.created_at, f.id) from filled f), '[]'::jsonb))
$$;
revoke execute on function private.pledge_figures(public.pledges) from public, anon;

-- RPC: one server-side page of pledges with their figures and the filtered set's totals.
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
  v_sort text;
  v_result json;
begin
  perform private.require_member(p_organization_id);
  if p_status is not null and p_status not in ('open', 'partially_paid', 'fulfilled', 'cancelled', 'unpaid') then
    raise exception 'Unknown pledge status: %', p_status using errcode = '22023';
  end if;
  v_sort := case lower(coalesce(p_sort, 'date'))
    when 'date' then format('x.pledge_date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'amount' then format('x.amount %1$s, x.pledge_date desc, x.id', v_direction)
    when 'donor' then format('x.donor_name %1$s, x.pledge_date desc, x.id', v_direction)
    when 'open_balance' then format('x.open_balance %1$s, x.pledge_date desc, x.id', v_direction)
    when 'next_due' then format('x.next_due_date %1$s nulls last, x.pledge_date desc, x.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort pledges by %', p_sort using errcode = '22023';
  end if;

  execute format($q$
    with base as (
      select p.*, d.name as donor_name, f.name as fund_name, private.pledge_figures(p) as fig
      from public.pledges p
      join public.donors d on d.id = p.donor_id
      left join public.funds f on f.id = p.fund_id
      where p.organization_id = $1
        and ($2::uuid is null or p.donor_id = $2)
        and ($3::uuid is null or p.fund_id = $3)
        and ($4::text is null or d.name ilike $4 or p.campaign ilike $4 or p.notes ilike $4)
    ),
    x as (
      select b.*, (b.fig ->> 'open_balance')::numeric as open_balance, (b.fig ->> 'next_due_date')::date as next_due_date, b.fig ->> 'status' as status
      from base b
      where $5::text is null or b.fig ->> 'status' = $5
         or ($5 = 'unpaid' and b.fig ->> 'status' in ('open', 'partially_paid'))
    )
    select json_build_object(
      'total', (select count(*) from x),
      'totals', json_build_object(
        'count', (select count(*) from x),
        'pledged', (select coalesce(sum(amount), 0) from x)::text,
        'paid', (select coalesce(sum((fig ->> 'paid')::numeric), 0) from x)::text,
        'written_off', (select coalesce(sum(written_off), 0) from x)::text,
        'open_balance', (select coalesce(sum(open_balance), 0) from x)::text),
      'limit', $6, 'offset', $7,
      'rows', coalesce((select json_agg(r order by r.ord) from (
        select row_number() over (order by %1$s) as ord,
               x.id, x.organization_id, x.donor_id, x.donor_name, x.pledge_date, x.amount::text as amount,
               x.fund_id, x.fund_name, x.restriction, x.account_id, x.project_id, x.campaign, x.notes,
               x.fig ->> 'paid' as paid, x.written_off::text as written_off, x.open_balance::text as open_balance,
               x.status, x.next_due_date, x.fig ->> 'next_due_amount' as next_due_amount,
               (x.fig ->> 'overdue')::boolean as overdue, (x.fig ->> 'installment_count')::int as installment_count,
               x.cancelled_at, x.cancel_date, x.cancel_reason, x.journal_entry_id, x.created_at
        from x order by %1$s limit $6 offset $7) r), '[]'::json))
  $q$, v_sort)
  into v_result
  using p_organization_id, p_donor_id, p_fund_id, v_pattern, p_status, v_limit, v_offset;
  return v_result;
end;
$$;

-- RPC: one pledge with its schedule (each instalment's paid part and status) and the gifts applied;
-- null when it does not exist or belongs to an organization the caller is not a member of.
create or replace function public.get_pledge(p_pledge_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pledge public.pledges;
begin
  select * into v_pledge from public.pledges p where p.id = p_pledge_id;
  if not found or not public.is_org_member(v_pledge.organization_id) then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'id', v_pledge.id, 'organization_id', v_pledge.organization_id, 'donor_id', v_pledge.donor_id, 'donor_name', d.name,
      'donor_email', d.email, 'pledge_date', v_pledge.pledge_date, 'amount', v_pledge.amount::text,
      'fund_id', v_pledge.fund_id, 'fund_name', f.name, 'restriction', v_pledge.restriction,
      'account_id', v_pledge.account_id, 'project_id', v_pledge.project_id, 'campaign', v_pledge.campaign, 'notes', v_pledge.notes,
      'cancelled_at', v_pledge.cancelled_at, 'cancel_date', v_pledge.cancel_date, 'cancel_reason', v_pledge.cancel_reason,
      'journal_entry_id', v_pledge.journal_entry_id, 'cancel_entry_id', v_pledge.cancel_entry_id, 'created_at', v_pledge.created_at,
      'payments', coalesce((select jsonb_agg(jsonb_build_object('id', g.id, 'donation_date', g.donation_date, 'amount', g.amount::text,
                     'method', g.method, 'check_number', g.check_number, 'receipt_number', g.receipt_number)
                   order by g.donation_date, g.created_at, g.id)
                 from public.donations g where g.pledge_id = v_pledge.id), '[]'::jsonb))
      || private.pledge_figures(v_pledge)
    from public.donors d left join public.funds f on f.id = v_pledge.fund_id
    where d.id = v_pledge.donor_id
  )::json;
end;
$$;

-- RPC: creates or changes a pledge and its schedule in one transaction. p_installments is
-- [{due_date, amount}]; empty means one payment due on the pledge date. The schedule must add up
-- to the pledge.
create or replace function public.save_pledge(
  p_organization_id uuid,
  p_pledge_id uuid,
  p_donor_id uuid,
  p_pledge_date date,
  p_amount numeric,
  p_fund_id uuid default null,
  p_campaign text default null,
  p_notes text default null,
  p_installments jsonb default '[]'::jsonb,
  p_project_id uuid default null,
  p_account_id uuid default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid := p_pledge_id;
  v_schedule jsonb := coalesce(p_installments, '[]'::jsonb);
  v_sum numeric;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot record pledges');
  if p_amount is null or p_amount <= 0 then
    raise exception 'A pledge is for an amount greater than zero' using errcode = '23514';
  end if;
  if p_pledge_date is null then
    raise exception 'A pledge needs the date it was made' using errcode = '23514';
  end if;
  if jsonb_typeof(v_schedule) <> 'array' then
    raise exception 'The schedule is a list of instalments' using errcode = '22023';
  end if;
  if jsonb_array_length(v_schedule) = 0 then
    v_schedule := jsonb_build_array(jsonb_build_object('due_date', p_pledge_date, 'amount', p_amount));
  end if;
  if exists (select 1 from jsonb_array_elements(v_schedule) s
             where nullif(s ->> 'due_date', '') is null or coalesce((s ->> 'amount')::numeric, 0) <= 0) then
    raise exception 'Every instalment needs a due date and an amount greater than zero' using errcode = '23514';
  end if;
  select sum((s ->> 'amount')::numeric) into v_sum from jsonb_array_elements(v_schedule) s;
  if v_sum <> p_amount then
    raise exception 'The instalments add up to % but the pledge is for %',
      to_char(v_sum, 'FM999,999,999,990.00'), to_char(p_amount, 'FM999,999,999,990.00') using errcode = '23514';
  end if;

  if v_id is null then
    insert into public.pledges (organization_id, donor_id, pledge_date, amount, fund_id, campaign, notes, project_id, account_id)
    values (p_organization_id, p_donor_id, p_pledge_date, p_amount, p_fund_id, nullif(btrim(coalesce(p_campaign, '')), ''),
            nullif(btrim(coalesce(p_notes, '')), ''), p_project_id, p_account_id)
    returning id into v_id;
  else
    update public.pledges p set donor_id = p_donor_id, pledge_date = p_pledge_date, amount = p_amount,
           fund_id = coalesce(p_fund_id, p.fund_id), campaign = nullif(btrim(coalesce(p_campaign, '')), ''),
           notes = nullif(btrim(coalesce(p_notes, '')), ''), project_id = p_project_id, account_id = p_account_id
     where p.id = v_id and p.organization_id = p_organization_id;
    if not found then
      raise exception 'Pledge not found' using errcode = 'P0002';
    end if;
    delete from public.pledge_installments i where i.pledge_id = v_id;
  end if;
  insert into public.pledge_installments (organization_id, pledge_id, due_date, amount)
  select p_organization_id, v_id, (s ->> 'due_date')::date, (s ->> 'amount')::numeric from jsonb_array_elements(v_schedule) s;
  return v_id;
end;
$$;

-- RPC: cancels what is left unpaid of a pledge (the donor will not pay it): debit contribution
-- revenue, credit Pledges Receivable for the open balance, dated p_date (a locked period refuses).
create or replace function public.cancel_pledge(p_pledge_id uuid, p_date date default current_date, p_reason text default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_pledge public.pledges;
  v_open numeric(14, 2);
  v_entry uuid;
  v_donor text;
begin
  select * into v_pledge from public.pledges p where p.id = p_pledge_id for update;
  if not found then
    raise exception 'Pledge not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_pledge.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot cancel pledges');
  if v_pledge.cancelled_at is not null then
    raise exception 'This pledge is already cancelled' using errcode = '23514';
  end if;
  v_open := v_pledge.amount - private.pledge_paid(v_pledge.id) - v_pledge.written_off;
  if v_open <= 0 then
    raise exception 'This pledge is paid in full; there is nothing left to cancel' using errcode = '23514';
  end if;
  if coalesce(p_date, current_date) < v_pledge.pledge_date then
    raise exception 'A pledge cannot be cancelled before the date it was made' using errcode = '23514';
  end if;
  select d.name into v_donor from public.donors d where d.id = v_pledge.donor_id;
  v_entry := private.post_entry(v_pledge.organization_id, coalesce(p_date, current_date),
    'Cancelled pledge from ' || coalesce(v_donor, 'a donor'), 'pledge_cancellation', v_pledge.id,
    jsonb_build_array(
      jsonb_build_object('account_id', coalesce(v_pledge.account_id, private.system_account(v_pledge.organization_id, 'contributions')),
                         'fund_id', v_pledge.fund_id, 'project_id', v_pledge.project_id, 'debit', v_open),
      jsonb_build_object('account_id', private.system_account(v_pledge.organization_id, 'pledges_receivable'),
                         'fund_id', v_pledge.fund_id, 'project_id', v_pledge.project_id, 'credit', v_open)));
  update public.pledges p set cancelled_at = now(), cancel_date = coalesce(p_date, current_date),
         cancel_reason = nullif(btrim(coalesce(p_reason, '')), ''), written_off = v_open, cancel_entry_id = v_entry
   where p.id = v_pledge.id;
  return public.get_pledge(v_pledge.id);
end;
$$;

-- search_donations also returns the pledge a gift is applied to and when its receipt was e-mailed.
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
         'pledge_id', x.pledge_id, 'receipt_sent_at', x.receipt_sent_at,
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

revoke execute on function public.search_pledges(uuid, text, uuid, uuid, text, text, text, integer, integer) from public, anon;
revoke execute on function public.get_pledge(uuid) from public, anon;
revoke execute on function public.save_pledge(uuid, uuid, uuid, date, numeric, uuid, text, text, jsonb, uuid, uuid) from public, anon;
revoke execute on function public.cancel_pledge(uuid, date, text) from public, anon;
grant execute on function public.search_pledges(uuid, text, uuid, uuid, text, text, text, integer, integer) to authenticated, service_role;
grant execute on function public.get_pledge(uuid) to authenticated, service_role;
grant execute on function public.save_pledge(uuid, uuid, uuid, date, numeric, uuid, text, text, jsonb, uuid, uuid) to authenticated, service_role;
grant execute on function public.cancel_pledge(uuid, date, text) to authenticated, service_role;
