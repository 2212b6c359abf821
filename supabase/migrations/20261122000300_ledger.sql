-- The one general ledger: journal entries and their lines (account, fund, optional project,
-- debit, credit). Integrity lives here: a posted entry balances in total and per fund (checked
-- at commit by a deferred constraint trigger), a posted entry and its lines never change (they
-- are corrected by reversal), and nothing is posted on or before the organization's
-- locked_through date.

create table public.journal_entries (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  entry_date date not null default current_date,
  description text not null default '',
  reference text,
  -- 'draft' entries may be edited freely; 'posted' ones are final.
  status text not null default 'posted' check (status in ('draft', 'posted')),
  -- Which document posted it ('manual' for entries keyed in by hand).
  source_type text not null default 'manual'
    check (source_type in ('manual', 'transaction', 'donation', 'invoice', 'invoice_payment', 'bill', 'bill_payment', 'payroll_run', 'reversal', 'opening_balance')),
  source_id uuid,
  reverses_entry_id uuid,
  posted_at timestamptz,
  created_by uuid default auth.uid(),
  -- The database transaction that created the entry: lines may be added to a posted entry only
  -- within it (so a document and its entry are written together, never amended later).
  created_txid bigint not null default txid_current(),
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (reverses_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
-- An entry is reversed at most once.
create unique index journal_entries_reverses_idx on public.journal_entries (reverses_entry_id) where reverses_entry_id is not null;
create index journal_entries_org_date_idx on public.journal_entries (organization_id, entry_date desc, created_at desc);
create index journal_entries_source_idx on public.journal_entries (source_type, source_id);

create table public.journal_entry_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  journal_entry_id uuid not null,
  account_id uuid not null,
  fund_id uuid not null,
  project_id uuid,
  description text,
  debit numeric(14, 2) not null default 0 check (debit >= 0),
  credit numeric(14, 2) not null default 0 check (credit >= 0),
  line_number smallint not null default 1,
  created_at timestamptz not null default now(),
  check ((debit > 0 and credit = 0) or (credit > 0 and debit = 0)),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id) on delete cascade,
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id)
);
-- The commit-time balance check reads one entry's lines grouped by fund: this index answers it
-- alone. (With a plain fund index the planner may walk a whole fund to group one entry's lines.)
create index journal_entry_lines_entry_fund_idx on public.journal_entry_lines (journal_entry_id, fund_id) include (debit, credit);
-- Reports aggregate by account, fund and project within an organization.
create index journal_entry_lines_account_idx on public.journal_entry_lines (organization_id, account_id);
create index journal_entry_lines_fund_idx on public.journal_entry_lines (organization_id, fund_id);
create index journal_entry_lines_project_idx on public.journal_entry_lines (project_id) where project_id is not null;

-- True while the organization that owns a row is being deleted (its cascade must go through).
create or replace function private.organization_gone(p_org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (select 1 from public.organizations o where o.id = p_org)
$$;

create or replace function private.assert_period_open(p_org uuid, p_date date)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_locked date;
begin
  select s.locked_through into v_locked from public.organization_settings s where s.organization_id = p_org;
  if v_locked is not null and p_date <= v_locked then
    raise exception 'Period locked: nothing can be posted on or before %', v_locked using errcode = '23514';
  end if;
end;
$$;

-- Posted entries are final; a draft becomes posted once, in a period that is open.
create or replace function private.guard_journal_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'posted' and not private.organization_gone(old.organization_id) then
      raise exception 'Posted journal entries cannot be deleted; reverse them instead' using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if old.status = 'posted' then
      raise exception 'Posted journal entries cannot be changed; reverse them instead' using errcode = '42501';
    end if;
    if new.organization_id <> old.organization_id or new.created_txid <> old.created_txid then
      raise exception 'A journal entry cannot change organization' using errcode = '42501';
    end if;
  else
    new.created_txid := txid_current();
  end if;
  if new.status = 'posted' then
    perform private.assert_period_open(new.organization_id, new.entry_date);
    new.posted_at := now();
  end if;
  return new;
end;
$$;

create trigger journal_entries_guard
  before insert or update or delete on public.journal_entries
  for each row execute function private.guard_journal_entry();

-- Lines of a posted entry are written only together with it and never changed afterwards.
create or replace function private.guard_journal_entry_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
  v_account public.accounts;
begin
  select * into v_entry from public.journal_entries e
  where e.id = case when tg_op = 'DELETE' then old.journal_entry_id else new.journal_entry_id end;

  if tg_op in ('UPDATE', 'DELETE') then
    if v_entry.status = 'posted' and not private.organization_gone(old.organization_id) then
      raise exception 'Lines of a posted journal entry cannot be changed; reverse the entry instead' using errcode = '42501';
    end if;
    if tg_op = 'DELETE' then
      return old;
    end if;
    if new.journal_entry_id <> old.journal_entry_id then
      raise exception 'A journal entry line cannot move to another entry' using errcode = '42501';
    end if;
  end if;

  if v_entry.status = 'posted' and v_entry.created_txid <> txid_current() then
    raise exception 'Lines cannot be added to a posted journal entry' using errcode = '42501';
  end if;

  select * into v_account from public.accounts a where a.id = new.account_id;
  if v_account.is_placeholder then
    raise exception 'Account % % is a placeholder (parent) account and cannot be posted to', v_account.code, v_account.name using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger journal_entry_lines_guard
  before insert or update or delete on public.journal_entry_lines
  for each row execute function private.guard_journal_entry_line();

-- Checked at commit: a posted entry has lines, and its debits equal its credits in total and
-- within every fund (self-balancing funds).
create or replace function private.check_entry_balance()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry_id uuid := case when tg_op = 'DELETE' then old.id else new.id end;
  v_status text;
  v_debit numeric;
  v_credit numeric;
  v_fund uuid;
begin
  if tg_table_name = 'journal_entry_lines' then
    v_entry_id := case when tg_op = 'DELETE' then old.journal_entry_id else new.journal_entry_id end;
  end if;
  select e.status into v_status from public.journal_entries e where e.id = v_entry_id;
  if v_status is distinct from 'posted' then
    return null;
  end if;
  -- One pass over the entry's lines, grouped by fund.
  select coalesce(sum(f.debit), 0), coalesce(sum(f.credit), 0), (array_agg(f.fund_id) filter (where f.debit <> f.credit))[1]
    into v_debit, v_credit, v_fund
  from (
    select l.fund_id, sum(l.debit) as debit, sum(l.credit) as credit
    from public.journal_entry_lines l where l.journal_entry_id = v_entry_id group by l.fund_id
  ) f;
  if v_debit = 0 and v_credit = 0 then
    raise exception 'Journal entry % has no amounts', v_entry_id using errcode = '23514';
  end if;
  if v_debit <> v_credit then
    raise exception 'Journal entry % does not balance: debits % <> credits %', v_entry_id, v_debit, v_credit using errcode = '23514';
  end if;
  if v_fund is not null then
    raise exception 'Journal entry % does not balance within fund %', v_entry_id, v_fund using errcode = '23514';
  end if;
  return null;
end;
$$;

create constraint trigger journal_entries_balanced
  after insert or update on public.journal_entries
  deferrable initially deferred
  for each row execute function private.check_entry_balance();

create constraint trigger journal_entry_lines_balanced
  after insert or update or delete on public.journal_entry_lines
  deferrable initially deferred
  for each row execute function private.check_entry_balance();

-- Writes a posted entry from a JSON array of lines
-- ([{account_id, fund_id, project_id?, debit?, credit?, description?}]). The one place the
-- document postings below go through. Lines with nothing on them are skipped, and lines on
-- the same account/fund/project/side are kept as given (the detail is the audit trail).
create or replace function private.post_entry(
  p_org uuid,
  p_date date,
  p_description text,
  p_source_type text,
  p_source_id uuid,
  p_lines jsonb,
  p_reference text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
begin
  insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type, source_id)
  values (v_id, p_org, p_date, coalesce(p_description, ''), p_reference, 'posted', p_source_type, p_source_id);
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, description, debit, credit, line_number)
  select p_org, v_id, (l ->> 'account_id')::uuid, (l ->> 'fund_id')::uuid, nullif(l ->> 'project_id', '')::uuid, l ->> 'description',
         coalesce((l ->> 'debit')::numeric, 0), coalesce((l ->> 'credit')::numeric, 0), n::smallint
  from jsonb_array_elements(p_lines) with ordinality as t (l, n)
  where coalesce((l ->> 'debit')::numeric, 0) > 0 or coalesce((l ->> 'credit')::numeric, 0) > 0;
  return v_id;
end;
$$;

-- Posts the mirror image of a posted entry (debits and credits swapped), dated p_date.
create or replace function private.reverse_entry(p_entry_id uuid, p_date date, p_description text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
  v_id uuid := gen_random_uuid();
begin
  select * into v_entry from public.journal_entries e where e.id = p_entry_id;
  if not found then
    raise exception 'Journal entry % not found', p_entry_id using errcode = 'P0002';
  end if;
  if v_entry.status <> 'posted' then
    raise exception 'Only posted journal entries can be reversed' using errcode = '23514';
  end if;
  if exists (select 1 from public.journal_entries e where e.reverses_entry_id = p_entry_id) then
    raise exception 'Journal entry % is already reversed', p_entry_id using errcode = '23505';
  end if;
  insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type, source_id, reverses_entry_id)
  values (v_id, v_entry.organization_id, coalesce(p_date, current_date),
          coalesce(p_description, 'Reversal of: ' || v_entry.description), v_entry.reference, 'posted', 'reversal', p_entry_id, p_entry_id);
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, description, debit, credit, line_number)
  select l.organization_id, v_id, l.account_id, l.fund_id, l.project_id, l.description, l.credit, l.debit, l.line_number
  from public.journal_entry_lines l where l.journal_entry_id = p_entry_id;
  return v_id;
end;
$$;

-- RPC: reverse a posted entry (owners, admins and members of its organization).
create or replace function public.reverse_journal_entry(p_entry_id uuid, p_date date default current_date)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  select e.organization_id into v_org from public.journal_entries e where e.id = p_entry_id;
  if v_org is null or not public.has_org_role(v_org, array['owner', 'admin', 'member']) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return private.reverse_entry(p_entry_id, p_date);
end;
$$;

-- RPC: post a manual entry and its lines in one call. Runs as the caller, so Row Level
-- Security decides whether they may write to this organization.
create or replace function public.post_journal_entry(
  p_organization_id uuid,
  p_entry_date date,
  p_description text,
  p_lines jsonb,
  p_reference text default null
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
begin
  if jsonb_typeof(p_lines) is distinct from 'array' then
    raise exception 'p_lines must be a JSON array of lines' using errcode = '22023';
  end if;
  insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type)
  values (v_id, p_organization_id, p_entry_date, coalesce(p_description, ''), p_reference, 'posted', 'manual');
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, description, debit, credit, line_number)
  select p_organization_id, v_id, (l ->> 'account_id')::uuid, (l ->> 'fund_id')::uuid, nullif(l ->> 'project_id', '')::uuid,
         l ->> 'description', coalesce((l ->> 'debit')::numeric, 0), coalesce((l ->> 'credit')::numeric, 0), n::smallint
  from jsonb_array_elements(p_lines) with ordinality as t (l, n);
  return v_id;
end;
$$;

-- Looks up an account the posting code needs by its role in the chart.
create or replace function private.system_account(p_org uuid, p_key text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select a.id into v_id from public.accounts a where a.organization_id = p_org and a.system_key = p_key;
  if v_id is null then
    raise exception 'The chart of accounts has no % account', p_key using errcode = '23503';
  end if;
  return v_id;
end;
$$;

create or replace function private.cash_account(p_org uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.default_cash_account_id from public.organization_settings s where s.organization_id = p_org),
    private.system_account(p_org, 'cash'))
$$;

create or replace function private.default_fund(p_org uuid)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select s.default_fund_id into v_id from public.organization_settings s where s.organization_id = p_org;
  if v_id is null then
    raise exception 'The organization has no general fund' using errcode = '23503';
  end if;
  return v_id;
end;
$$;
