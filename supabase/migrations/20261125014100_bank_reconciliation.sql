-- Bank reconciliation (issue 14, points 6-9): prove that the ledger's cash equals the bank's.
--
--   bank_reconciliations     one per cash account and statement: end date, ending balance, the
--                            opening balance (the previous finished reconciliation's ending balance;
--                            the first one starts from the ledger balance before its start date or a
--                            given figure), status in_progress | finished, who finished it and when.
--   bank_statement_lines     the imported statement: date, amount (+ money in, - money out), payee,
--                            description, and the bank's transaction id (FITID / AcctSvcrRef, or a
--                            fingerprint for formats without one): unique per account, so the same
--                            line imported twice is recognised and skipped.
--   bank_statement_matches   statement line <-> ledger lines on the reconciled account (one-to-one or
--                            one-to-many). A journal line is matched at most once, ever. A line
--                            matched in a FINISHED reconciliation is "reconciled": this table is the
--                            ledger's cleared/reconciled mark (a link table, so the immutable
--                            journal_entry_lines are never updated).
--   bank_statement_mappings  the CSV column mapping remembered per account.
--
-- The lock: a reconciled line, its entry, and the document that posted it cannot be changed or
-- deleted any more (a change of a transaction, donation, invoice or bill reverses its entry: the
-- reversal is what is refused). Corrections are new entries. Undoing the account's last finished
-- reconciliation (owners and admins) lifts the lock for its lines.
--
-- Every figure (cleared balance, difference, suggestions) is computed here; the screen shows them.

create table public.bank_reconciliations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_id uuid not null,
  statement_start_date date not null,
  statement_end_date date not null,
  opening_balance numeric(14, 2) not null default 0,
  ending_balance numeric(14, 2) not null,
  status text not null default 'in_progress' check (status in ('in_progress', 'finished')),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  finished_by uuid,
  finished_at timestamptz,
  check (statement_start_date <= statement_end_date),
  check ((status = 'finished') = (finished_at is not null)),
  unique (id, organization_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id)
);
create index bank_reconciliations_account_idx on public.bank_reconciliations (organization_id, account_id, statement_end_date desc);
-- One reconciliation in progress per account; statements follow each other.
create unique index bank_reconciliations_one_open_idx on public.bank_reconciliations (account_id) where status = 'in_progress';
create unique index bank_reconciliations_end_idx on public.bank_reconciliations (account_id, statement_end_date);

create table public.bank_statement_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  reconciliation_id uuid not null,
  account_id uuid not null,
  line_date date not null,
  amount numeric(14, 2) not null check (amount <> 0),
  payee text,
  description text not null default '',
  bank_transaction_id text not null,
  source_format text not null default 'manual' check (source_format in ('csv', 'ofx', 'qfx', 'camt053', 'manual')),
  line_number integer not null default 0,
  created_at timestamptz not null default now(),
  unique (id, organization_id),
  foreign key (reconciliation_id, organization_id) references public.bank_reconciliations (id, organization_id) on delete cascade,
  foreign key (account_id, organization_id) references public.accounts (id, organization_id)
);
-- Duplicate detection: the bank's id is unique per account.
create unique index bank_statement_lines_bank_id_idx on public.bank_statement_lines (organization_id, account_id, bank_transaction_id);
create index bank_statement_lines_reconciliation_idx on public.bank_statement_lines (reconciliation_id, line_date);

create table public.bank_statement_matches (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  reconciliation_id uuid not null,
  statement_line_id uuid not null,
  journal_entry_line_id uuid not null references public.journal_entry_lines (id) on delete cascade,
  journal_entry_id uuid not null,
  amount numeric(14, 2) not null,
  method text not null default 'manual' check (method in ('suggested', 'manual', 'created')),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  foreign key (reconciliation_id, organization_id) references public.bank_reconciliations (id, organization_id) on delete cascade,
  foreign key (statement_line_id, organization_id) references public.bank_statement_lines (id, organization_id) on delete cascade
);
-- A ledger line clears once.
create unique index bank_statement_matches_line_idx on public.bank_statement_matches (journal_entry_line_id);
create index bank_statement_matches_statement_idx on public.bank_statement_matches (statement_line_id);
create index bank_statement_matches_reconciliation_idx on public.bank_statement_matches (reconciliation_id);
create index bank_statement_matches_entry_idx on public.bank_statement_matches (journal_entry_id);

create table public.bank_statement_mappings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_id uuid not null,
  mapping jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now(),
  unique (organization_id, account_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id) on delete cascade
);

-- Grants and policies: members read; the reconciliation tables are written only through the RPCs
-- below (security definer), the CSV mapping by non-viewers directly.
revoke all on public.bank_reconciliations, public.bank_statement_lines, public.bank_statement_matches, public.bank_statement_mappings from anon, authenticated;
grant select on public.bank_reconciliations, public.bank_statement_lines, public.bank_statement_matches to authenticated;
grant select, insert, update, delete on public.bank_statement_mappings to authenticated;
grant all on public.bank_reconciliations, public.bank_statement_lines, public.bank_statement_matches, public.bank_statement_mappings to service_role;

alter table public.bank_reconciliations enable row level security;
alter table public.bank_statement_lines enable row level security;
alter table public.bank_statement_matches enable row level security;
alter table public.bank_statement_mappings enable row level security;
create policy members_read on public.bank_reconciliations for select to authenticated
  using (organization_id in (select public.user_organization_ids()));
create policy members_read on public.bank_statement_lines for select to authenticated
  using (organization_id in (select public.user_organization_ids()));
create policy members_read on public.bank_statement_matches for select to authenticated
  using (organization_id in (select public.user_organization_ids()));
create policy members_read on public.bank_statement_mappings for select to authenticated
  using (organization_id in (select public.user_organization_ids()));
create policy editors_insert on public.bank_statement_mappings for insert to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_update on public.bank_statement_mappings for update to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_delete on public.bank_statement_mappings for delete to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

do $$
declare
  t text;
begin
  foreach t in array array['bank_reconciliations', 'bank_statement_lines', 'bank_statement_matches', 'bank_statement_mappings'] loop
    execute format('create trigger audit_insert after insert on public.%I referencing new table as new_rows for each statement execute function private.audit_statement()', t);
    execute format('create trigger audit_update after update on public.%I referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement()', t);
    execute format('create trigger audit_delete after delete on public.%I referencing old table as old_rows for each statement execute function private.audit_statement()', t);
    perform private.install_trial_write_guard(t);
  end loop;
end;
$$;

-- The sentence every refusal of the lock carries (the screens show it as written: errcode 23514).
create or replace function private.reconciled_refusal()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'This transaction is part of a finished bank reconciliation; record a correcting entry instead.'::text
$$;

-- Whether any line of an entry is reconciled (matched in a finished reconciliation).
create or replace function private.entry_is_reconciled(p_entry_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bank_statement_matches m
    join public.bank_reconciliations r on r.id = m.reconciliation_id
    where m.journal_entry_id = p_entry_id and r.status = 'finished')
$$;

-- THE LOCK, 1: reversing a reconciled entry (a document edited, voided or deleted, or a manual
-- reversal) is refused. Reversing an entry matched only in a reconciliation still in progress
-- drops those matches: the statement line is open again.
create or replace function private.guard_reconciled_reversal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reverses_entry_id is null then
    return new;
  end if;
  if private.entry_is_reconciled(new.reverses_entry_id) then
    raise exception '%', private.reconciled_refusal() using errcode = '23514';
  end if;
  delete from public.bank_statement_matches m where m.journal_entry_id = new.reverses_entry_id;
  return new;
end;
$$;

-- Named to run before journal_entries_guard (triggers fire in name order), so the user reads why.
create trigger journal_entries_a_reconciled_reversal
  before insert on public.journal_entries
  for each row execute function private.guard_reconciled_reversal();

-- THE LOCK, 2: a reconciled entry and its lines are not updated or deleted, whoever asks (the
-- ledger's immutability refuses posted rows anyway; this says why in the user's words).
create or replace function private.guard_reconciled_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry uuid;
begin
  -- Separate statements: each is planned only for the table it reads.
  if tg_table_name = 'journal_entries' then
    v_entry := old.id;
  else
    v_entry := old.journal_entry_id;
  end if;
  if not private.organization_gone(old.organization_id) and private.entry_is_reconciled(v_entry) then
    raise exception '%', private.reconciled_refusal() using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger journal_entries_a_reconciled_lock
  before update or delete on public.journal_entries
  for each row execute function private.guard_reconciled_entry();
create trigger journal_entry_lines_a_reconciled_lock
  before update or delete on public.journal_entry_lines
  for each row execute function private.guard_reconciled_entry();

-- THE LOCK, 3: the document rows that posted a reconciled entry. A transaction's posting trigger
-- reverses on change (refused above); deleting one is refused here first, in the same words.
create or replace function private.guard_reconciled_transaction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.journal_entry_id is not null and not private.organization_gone(old.organization_id)
     and private.entry_is_reconciled(old.journal_entry_id) then
    if tg_op = 'DELETE' or (new.date, new.type, new.account_id, new.amount, new.fund_id, new.project_id)
       is distinct from (old.date, old.type, old.account_id, old.amount, old.fund_id, old.project_id) then
      raise exception '%', private.reconciled_refusal() using errcode = '23514';
    end if;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger transactions_a_reconciled_lock
  before update or delete on public.transactions
  for each row execute function private.guard_reconciled_transaction();

-- ---------------------------------------------------------------------------------------------
-- Reading helpers.

-- The reconciliation, checked for the caller: members read; p_write also refuses viewers and a
-- finished reconciliation.
create or replace function private.bank_reconciliation_for(p_reconciliation_id uuid, p_write boolean)
returns public.bank_reconciliations
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations;
begin
  select * into v_rec from public.bank_reconciliations r where r.id = p_reconciliation_id;
  if not found or not public.is_org_member(v_rec.organization_id) then
    raise exception 'Reconciliation not found' using errcode = 'P0002';
  end if;
  if p_write then
    perform private.require_role(v_rec.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change bank reconciliations');
    if v_rec.status <> 'in_progress' then
      raise exception 'This reconciliation is finished; undo it first to change it' using errcode = '23514';
    end if;
  end if;
  return v_rec;
end;
$$;

-- The first date the account is reconciled from: lines before the account's first statement are
-- history the bank never listed in these statements.
create or replace function private.reconciled_from(p_account_id uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select min(r.statement_start_date) from public.bank_reconciliations r where r.account_id = p_account_id
$$;

-- The ledger lines a reconciliation works with: posted lines on its account dated up to the
-- statement end (from the account's first statement on), except lines cleared by an earlier
-- reconciliation. `cleared` says whether this reconciliation matched them.
create or replace function private.bank_reconciliation_ledger(p_reconciliation_id uuid)
returns table (
  line_id uuid, entry_id uuid, entry_date date, amount numeric, description text, reference text,
  source_type text, source_id uuid, statement_line_id uuid, cleared boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  with r as (select x.*, private.reconciled_from(x.account_id) as from_date from public.bank_reconciliations x where x.id = p_reconciliation_id)
  select l.id, e.id, e.entry_date, l.debit - l.credit,
         coalesce(nullif(l.description, ''), e.description), e.reference, e.source_type, e.source_id,
         m.statement_line_id, m.reconciliation_id is not null and m.reconciliation_id = r.id
  from r
  join public.journal_entry_lines l on l.organization_id = r.organization_id and l.account_id = r.account_id
  join public.journal_entries e on e.id = l.journal_entry_id
  left join public.bank_statement_matches m on m.journal_entry_line_id = l.id
  left join public.bank_reconciliations mr on mr.id = m.reconciliation_id
  where e.status = 'posted'
    and e.entry_date <= r.statement_end_date
    and e.entry_date >= r.from_date
    and (m.id is null or mr.id = r.id or mr.statement_end_date > r.statement_end_date)
    -- An entry and its reversal never reached the bank and cancel out: neither is outstanding.
    -- (A reconciled entry cannot be reversed, and reversing one matched in progress drops the match.)
    and e.reverses_entry_id is null
    and not exists (select 1 from public.journal_entries rv where rv.reverses_entry_id = e.id)
$$;

-- The figures: opening, cleared deposits and payments, cleared balance, difference.
create or replace function private.bank_reconciliation_figures(p_reconciliation_id uuid)
returns table (
  opening_balance numeric, ending_balance numeric, cleared_deposits numeric, cleared_payments numeric,
  cleared_balance numeric, difference numeric, statement_lines integer, matched_lines integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with r as (select * from public.bank_reconciliations x where x.id = p_reconciliation_id),
  c as (
    select coalesce(sum(m.amount) filter (where m.amount > 0), 0) as dep,
           coalesce(-sum(m.amount) filter (where m.amount < 0), 0) as pay
    from public.bank_statement_matches m where m.reconciliation_id = p_reconciliation_id
  ),
  s as (
    select count(*)::integer as n,
           count(*) filter (where exists (select 1 from public.bank_statement_matches m where m.statement_line_id = sl.id))::integer as matched
    from public.bank_statement_lines sl where sl.reconciliation_id = p_reconciliation_id
  )
  select r.opening_balance, r.ending_balance, c.dep, c.pay, r.opening_balance + c.dep - c.pay,
         r.ending_balance - (r.opening_balance + c.dep - c.pay), s.n, s.matched
  from r, c, s
$$;

-- Words that identify a payee: lower-case runs of letters/digits, 3+ characters, not pure numbers.
create or replace function private.match_words(p_text text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct w), '{}')
  from regexp_split_to_table(lower(coalesce(p_text, '')), '[^a-z0-9]+') as w
  where length(w) >= 3 and w !~ '^[0-9]+$'
    and w not in ('the', 'and', 'for', 'from', 'payment', 'deposit', 'transfer', 'pos', 'ach', 'debit', 'credit')
$$;

-- Suggested matches, set-based. One-to-one: same amount, dates within 5 days; each statement line
-- and each ledger line takes its best partner (most shared payee words, then closest date), kept
-- only when the choice is mutual. One-to-many: a statement line with no one-to-one candidate and
-- the uncleared ledger lines of one day whose sum is its amount (a bank deposit of several gifts).
create or replace function private.bank_match_suggestions(p_reconciliation_id uuid)
returns table (statement_line_id uuid, journal_entry_line_ids uuid[], amount numeric, date_gap integer, shared_words integer, kind text)
language sql
stable
security definer
set search_path = ''
as $$
  with sl as materialized (
    select s.id, s.line_date, s.amount, private.match_words(coalesce(s.payee, '') || ' ' || s.description) as words
    from public.bank_statement_lines s
    where s.reconciliation_id = p_reconciliation_id
      and not exists (select 1 from public.bank_statement_matches m where m.statement_line_id = s.id)
  ),
  ll as materialized (
    select g.line_id as id, g.entry_date, g.amount, private.match_words(g.description || ' ' || coalesce(g.reference, '')) as words
    from private.bank_reconciliation_ledger(p_reconciliation_id) g
    where g.statement_line_id is null
  ),
  pairs as (
    select sl.id as sid, ll.id as lid, abs(sl.line_date - ll.entry_date) as gap,
           cardinality(array(select unnest(sl.words) intersect select unnest(ll.words))) as shared
    from sl join ll on ll.amount = sl.amount and abs(sl.line_date - ll.entry_date) <= 5
  ),
  ranked as (
    select p.*,
           row_number() over (partition by p.sid order by p.shared desc, p.gap, p.lid) as rs,
           row_number() over (partition by p.lid order by p.shared desc, p.gap, p.sid) as rl
    from pairs p
  ),
  days as (
    select ll.entry_date, sign(ll.amount) as sgn, sum(ll.amount) as total, array_agg(ll.id order by ll.id) as ids, count(*) as n
    from ll where not exists (select 1 from pairs p where p.lid = ll.id)
    group by ll.entry_date, sign(ll.amount) having count(*) > 1
  ),
  groups as (
    select sl.id as sid, d.ids, abs(sl.line_date - d.entry_date) as gap,
           row_number() over (partition by sl.id order by abs(sl.line_date - d.entry_date), d.entry_date) as rs,
           row_number() over (partition by d.entry_date, d.sgn order by abs(sl.line_date - d.entry_date), sl.id) as rg
    from sl join days d on d.total = sl.amount and abs(sl.line_date - d.entry_date) <= 5
    where not exists (select 1 from pairs p where p.sid = sl.id)
  )
  select r.sid, array[r.lid], (select sl.amount from sl where sl.id = r.sid), r.gap, r.shared, 'one_to_one'
  from ranked r where r.rs = 1 and r.rl = 1
  union all
  select g.sid, g.ids, (select sl.amount from sl where sl.id = g.sid), g.gap, 0, 'one_to_many'
  from groups g where g.rs = 1 and g.rg = 1
$$;

-- Writes matches after checking them: the statement line is open, the ledger lines are open lines
-- of this reconciliation, and they add up to the statement line's amount.
create or replace function private.bank_match(p_rec public.bank_reconciliations, p_statement_line_id uuid, p_line_ids uuid[], p_method text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_line public.bank_statement_lines;
  v_found integer;
  v_sum numeric;
begin
  select * into v_line from public.bank_statement_lines s where s.id = p_statement_line_id and s.reconciliation_id = p_rec.id;
  if not found then
    raise exception 'Statement line not found in this reconciliation' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.bank_statement_matches m where m.statement_line_id = p_statement_line_id) then
    raise exception 'This statement line is already matched; unmatch it first' using errcode = '23514';
  end if;
  if p_line_ids is null or cardinality(p_line_ids) = 0 then
    raise exception 'Choose at least one ledger line to match' using errcode = '22023';
  end if;
  select count(*), coalesce(sum(g.amount), 0) into v_found, v_sum
  from private.bank_reconciliation_ledger(p_rec.id) g
  where g.line_id = any (p_line_ids) and g.statement_line_id is null;
  if v_found <> cardinality(array(select distinct unnest(p_line_ids))) then
    raise exception 'A chosen ledger line is already matched or does not belong to this account and period' using errcode = '23514';
  end if;
  if v_sum <> v_line.amount then
    raise exception 'The chosen ledger lines add up to %, but the statement line is %', v_sum, v_line.amount using errcode = '23514';
  end if;
  insert into public.bank_statement_matches (organization_id, reconciliation_id, statement_line_id, journal_entry_line_id, journal_entry_id, amount, method)
  select p_rec.organization_id, p_rec.id, p_statement_line_id, l.id, l.journal_entry_id, l.debit - l.credit, p_method
  from public.journal_entry_lines l where l.id = any (p_line_ids);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- RPCs.

-- Start a reconciliation of a cash account. The opening balance is the previous finished
-- reconciliation's ending balance; the account's first one starts on p_statement_start_date
-- (default: a month before the end) from p_opening_balance or else the ledger balance before it.
create or replace function public.start_bank_reconciliation(
  p_organization_id uuid,
  p_account_id uuid,
  p_statement_end_date date,
  p_ending_balance numeric,
  p_statement_start_date date default null,
  p_opening_balance numeric default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account public.accounts;
  v_prev public.bank_reconciliations;
  v_start date;
  v_opening numeric;
  v_id uuid;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot start a bank reconciliation');
  select * into v_account from public.accounts a where a.id = p_account_id and a.organization_id = p_organization_id;
  if not found then
    raise exception 'Account not found' using errcode = 'P0002';
  end if;
  if not private.account_counts_as_cash(v_account) then
    raise exception 'Only cash and bank accounts can be reconciled' using errcode = '23514';
  end if;
  if p_statement_end_date is null or p_ending_balance is null then
    raise exception 'Give the statement end date and ending balance' using errcode = '22023';
  end if;
  if exists (select 1 from public.bank_reconciliations r where r.account_id = p_account_id and r.status = 'in_progress') then
    raise exception 'This account already has a reconciliation in progress; finish or delete it first' using errcode = '23514';
  end if;
  select * into v_prev from public.bank_reconciliations r where r.account_id = p_account_id
  order by r.statement_end_date desc limit 1;
  if found then
    if p_statement_end_date <= v_prev.statement_end_date then
      raise exception 'The statement must end after the last reconciled statement (%)', v_prev.statement_end_date using errcode = '23514';
    end if;
    v_start := v_prev.statement_end_date + 1;
    v_opening := v_prev.ending_balance;
  else
    v_start := coalesce(p_statement_start_date, (p_statement_end_date - interval '1 month')::date + 1);
    if v_start > p_statement_end_date then
      raise exception 'The statement must start on or before its end date' using errcode = '22023';
    end if;
    v_opening := coalesce(p_opening_balance, (
      select coalesce(sum(l.debit - l.credit), 0) from public.journal_entry_lines l
      join public.journal_entries e on e.id = l.journal_entry_id
      where l.organization_id = p_organization_id and l.account_id = p_account_id and e.status = 'posted' and e.entry_date < v_start));
  end if;
  insert into public.bank_reconciliations (organization_id, account_id, statement_start_date, statement_end_date, opening_balance, ending_balance)
  values (p_organization_id, p_account_id, v_start, p_statement_end_date, v_opening, round(p_ending_balance, 2))
  returning id into v_id;
  return v_id;
end;
$$;

-- Change the statement's end date or ending balance while in progress.
create or replace function public.update_bank_reconciliation(p_reconciliation_id uuid, p_statement_end_date date, p_ending_balance numeric)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
begin
  if p_statement_end_date < v_rec.statement_start_date then
    raise exception 'The statement must end on or after its start date (%)', v_rec.statement_start_date using errcode = '22023';
  end if;
  if exists (select 1 from public.bank_statement_matches m join public.journal_entries e on e.id = m.journal_entry_id
             where m.reconciliation_id = v_rec.id and e.entry_date > p_statement_end_date) then
    raise exception 'Matched ledger lines are dated after that day; unmatch them first' using errcode = '23514';
  end if;
  update public.bank_reconciliations r set statement_end_date = p_statement_end_date, ending_balance = round(p_ending_balance, 2)
  where r.id = v_rec.id;
end;
$$;

-- Delete a reconciliation in progress with its statement lines and matches.
create or replace function public.delete_bank_reconciliation(p_reconciliation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
begin
  delete from public.bank_reconciliations r where r.id = v_rec.id;
end;
$$;

-- Import statement lines, all or nothing. p_lines: [{date, amount, payee?, description?, bank_id?}].
-- A line whose bank id (or, without one, whose date/amount/description fingerprint and its
-- occurrence in the file) is already on this account is skipped and counted.
create or replace function public.import_bank_statement_lines(p_reconciliation_id uuid, p_lines jsonb, p_format text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
  v_bad record;
  v_total integer;
  v_imported integer;
  v_next integer;
begin
  if p_lines is null or jsonb_typeof(p_lines) <> 'array' then
    raise exception 'The statement lines must be a list' using errcode = '22023';
  end if;
  v_total := jsonb_array_length(p_lines);
  if v_total = 0 then
    raise exception 'The statement has no transactions' using errcode = '22023';
  end if;
  if v_total > 10000 then
    raise exception 'A statement can import at most 10,000 lines at a time (this one has %)', v_total using errcode = '22023';
  end if;
  if p_format not in ('csv', 'ofx', 'qfx', 'camt053', 'manual') then
    raise exception 'Unknown statement format %', p_format using errcode = '22023';
  end if;
  -- Every line is checked before anything is written.
  select e.ord, e.value into v_bad
  from jsonb_array_elements(p_lines) with ordinality as e (value, ord)
  where jsonb_typeof(e.value) <> 'object'
     or coalesce(e.value ->> 'date', '') !~ '^\d{4}-\d{2}-\d{2}$'
     or coalesce(e.value ->> 'amount', '') !~ '^-?\d{1,12}(\.\d{1,2})?$'
     or (e.value ->> 'amount')::numeric = 0
  order by e.ord limit 1;
  if found then
    raise exception 'Line % of the statement has no valid date or non-zero amount; nothing was imported', v_bad.ord using errcode = '22023';
  end if;
  select coalesce(max(s.line_number), 0) into v_next from public.bank_statement_lines s where s.reconciliation_id = v_rec.id;

  with input as (
    select e.ord, (e.value ->> 'date')::date as d, (e.value ->> 'amount')::numeric as amt,
           nullif(btrim(e.value ->> 'payee'), '') as payee, coalesce(btrim(e.value ->> 'description'), '') as descr,
           nullif(btrim(e.value ->> 'bank_id'), '') as bank_id
    from jsonb_array_elements(p_lines) with ordinality as e (value, ord)
  ),
  keyed as (
    select i.*,
           coalesce('id:' || i.bank_id,
             'fp:' || md5(i.d::text || '|' || i.amt::text || '|' || lower(coalesce(i.payee, '') || ' ' || i.descr)) || ':' ||
             row_number() over (partition by i.bank_id is null, i.d, i.amt, lower(coalesce(i.payee, '') || ' ' || i.descr) order by i.ord)) as key,
           row_number() over (partition by i.bank_id order by i.ord) as bank_dup
    from input i
  ),
  ins as (
    insert into public.bank_statement_lines (organization_id, reconciliation_id, account_id, line_date, amount, payee, description,
                                             bank_transaction_id, source_format, line_number)
    select v_rec.organization_id, v_rec.id, v_rec.account_id, k.d, k.amt, k.payee, k.descr, k.key, p_format, v_next + k.ord::integer
    from keyed k
    where k.bank_id is null or k.bank_dup = 1
    on conflict (organization_id, account_id, bank_transaction_id) do nothing
    returning 1
  )
  select count(*) into v_imported from ins;
  return jsonb_build_object('imported', v_imported, 'skipped', v_total - v_imported);
end;
$$;

-- Add one statement line by hand (a line missing from the file).
create or replace function public.add_bank_statement_line(p_reconciliation_id uuid, p_date date, p_amount numeric, p_description text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
  v_id uuid;
begin
  if p_date is null or p_amount is null or p_amount = 0 then
    raise exception 'Give the line''s date and a non-zero amount' using errcode = '22023';
  end if;
  insert into public.bank_statement_lines (organization_id, reconciliation_id, account_id, line_date, amount, description, bank_transaction_id, source_format, line_number)
  values (v_rec.organization_id, v_rec.id, v_rec.account_id, p_date, round(p_amount, 2), coalesce(p_description, ''), 'manual:' || gen_random_uuid(), 'manual',
          (select coalesce(max(s.line_number), 0) + 1 from public.bank_statement_lines s where s.reconciliation_id = v_rec.id))
  returning id into v_id;
  return v_id;
end;
$$;

-- Delete an unmatched statement line of a reconciliation in progress.
create or replace function public.delete_bank_statement_line(p_statement_line_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations;
begin
  select * into v_rec from public.bank_reconciliations r
  where r.id = (select s.reconciliation_id from public.bank_statement_lines s where s.id = p_statement_line_id);
  v_rec := private.bank_reconciliation_for(v_rec.id, true);
  delete from public.bank_statement_lines s where s.id = p_statement_line_id;
end;
$$;

create or replace function public.suggest_bank_matches(p_reconciliation_id uuid)
returns table (statement_line_id uuid, journal_entry_line_ids uuid[], amount numeric, date_gap integer, shared_words integer, kind text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.bank_reconciliation_for(p_reconciliation_id, false);
  return query select * from private.bank_match_suggestions(p_reconciliation_id);
end;
$$;

-- Accept every suggestion; repeats while new ones appear (a line freed by a mutual choice may
-- then be the best for another). Returns the number of statement lines matched.
create or replace function public.accept_bank_match_suggestions(p_reconciliation_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
  v_round integer;
  v_total integer := 0;
begin
  for i in 1..10 loop
    with s as (select * from private.bank_match_suggestions(v_rec.id)),
    ins as (
      insert into public.bank_statement_matches (organization_id, reconciliation_id, statement_line_id, journal_entry_line_id, journal_entry_id, amount, method)
      select v_rec.organization_id, v_rec.id, s.statement_line_id, l.id, l.journal_entry_id, l.debit - l.credit, 'suggested'
      from s cross join lateral unnest(s.journal_entry_line_ids) as u (line_id)
      join public.journal_entry_lines l on l.id = u.line_id
      on conflict (journal_entry_line_id) do nothing
      returning statement_line_id
    )
    select count(distinct statement_line_id) into v_round from ins;
    v_total := v_total + v_round;
    exit when v_round = 0;
  end loop;
  return v_total;
end;
$$;

create or replace function public.match_bank_statement_line(p_statement_line_id uuid, p_journal_entry_line_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations;
begin
  select * into v_rec from public.bank_reconciliations r
  where r.id = (select s.reconciliation_id from public.bank_statement_lines s where s.id = p_statement_line_id);
  v_rec := private.bank_reconciliation_for(v_rec.id, true);
  perform private.bank_match(v_rec, p_statement_line_id, p_journal_entry_line_ids, 'manual');
end;
$$;

create or replace function public.unmatch_bank_statement_line(p_statement_line_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations;
begin
  select * into v_rec from public.bank_reconciliations r
  where r.id = (select s.reconciliation_id from public.bank_statement_lines s where s.id = p_statement_line_id);
  v_rec := private.bank_reconciliation_for(v_rec.id, true);
  delete from public.bank_statement_matches m where m.statement_line_id = p_statement_line_id;
end;
$$;

-- A bank fee, interest or any line missing from the books: post it and match it at once. On the
-- organization's cash account it is a transaction (Expense for money out, Income for money in,
-- through the transactions' own posting); on another bank account, a manual journal entry.
create or replace function public.create_transaction_from_statement_line(
  p_statement_line_id uuid,
  p_account_id uuid,
  p_description text default null,
  p_fund_id uuid default null,
  p_project_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations;
  v_line public.bank_statement_lines;
  v_entry uuid;
  v_description text;
  v_cash_line uuid;
  v_category text;
begin
  select * into v_line from public.bank_statement_lines s where s.id = p_statement_line_id;
  select * into v_rec from public.bank_reconciliations r where r.id = v_line.reconciliation_id;
  v_rec := private.bank_reconciliation_for(v_rec.id, true);
  if exists (select 1 from public.bank_statement_matches m where m.statement_line_id = v_line.id) then
    raise exception 'This statement line is already matched; unmatch it first' using errcode = '23514';
  end if;
  if v_line.line_date > v_rec.statement_end_date then
    raise exception 'The line is dated after the statement end date' using errcode = '23514';
  end if;
  select a.category into v_category from public.accounts a where a.id = p_account_id and a.organization_id = v_rec.organization_id;
  if v_category is null then
    raise exception 'Choose the account the amount goes to' using errcode = '22023';
  end if;
  if v_line.amount < 0 and v_category not in ('Expenses', 'Assets') or v_line.amount > 0 and v_category not in ('Revenue', 'Liabilities') then
    raise exception 'Money % the bank needs % account', case when v_line.amount < 0 then 'leaving' else 'arriving in' end,
      case when v_line.amount < 0 then 'an Expenses or Assets' else 'a Revenue or Liabilities' end using errcode = '23514';
  end if;
  v_description := coalesce(nullif(btrim(p_description), ''), nullif(btrim(coalesce(v_line.payee, '') || ' ' || v_line.description), ''), 'Bank statement line');
  if v_rec.account_id = private.cash_account(v_rec.organization_id) then
    insert into public.transactions (organization_id, date, description, account_id, type, amount, fund_id, project_id, notes)
    values (v_rec.organization_id, v_line.line_date, v_description, p_account_id,
            case when v_line.amount < 0 then case v_category when 'Assets' then 'Asset' else 'Expense' end
                 else case v_category when 'Liabilities' then 'Liability' else 'Income' end end,
            abs(v_line.amount), p_fund_id, p_project_id, 'Created from a bank statement line during reconciliation')
    returning journal_entry_id into v_entry;
  else
    v_entry := private.post_entry(v_rec.organization_id, v_line.line_date, v_description, 'manual', null,
      jsonb_build_array(
        jsonb_build_object('account_id', case when v_line.amount > 0 then v_rec.account_id else p_account_id end,
                           'fund_id', coalesce(p_fund_id, private.default_fund(v_rec.organization_id)), 'project_id', p_project_id, 'debit', abs(v_line.amount)),
        jsonb_build_object('account_id', case when v_line.amount > 0 then p_account_id else v_rec.account_id end,
                           'fund_id', coalesce(p_fund_id, private.default_fund(v_rec.organization_id)), 'project_id', p_project_id, 'credit', abs(v_line.amount))));
  end if;
  select l.id into v_cash_line from public.journal_entry_lines l
  where l.journal_entry_id = v_entry and l.account_id = v_rec.account_id limit 1;
  if v_cash_line is null then
    raise exception 'The new entry did not post to the reconciled account' using errcode = '23514';
  end if;
  perform private.bank_match(v_rec, v_line.id, array[v_cash_line], 'created');
  return v_entry;
end;
$$;

-- Finish: only at a zero difference. The matched lines become reconciled (locked).
create or replace function public.finish_bank_reconciliation(p_reconciliation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
  v_difference numeric;
begin
  select f.difference into v_difference from private.bank_reconciliation_figures(v_rec.id) f;
  if v_difference <> 0 then
    raise exception 'The difference is % ; a reconciliation can finish only when it is zero', v_difference using errcode = '23514';
  end if;
  update public.bank_reconciliations r set status = 'finished', finished_by = auth.uid(), finished_at = now() where r.id = v_rec.id;
end;
$$;

-- Undo the account's last finished reconciliation (owners and admins): it is in progress again and
-- its lines are no longer locked.
create or replace function public.undo_bank_reconciliation(p_reconciliation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
begin
  perform private.require_role(v_rec.organization_id, array['owner', 'admin'], 'Only owners and admins can undo a finished reconciliation');
  if v_rec.status <> 'finished' then
    raise exception 'This reconciliation is not finished' using errcode = '23514';
  end if;
  if exists (select 1 from public.bank_reconciliations r where r.account_id = v_rec.account_id and r.statement_end_date > v_rec.statement_end_date) then
    raise exception 'Only the account''s last reconciliation can be undone; delete or undo the later one first' using errcode = '23514';
  end if;
  update public.bank_reconciliations r set status = 'in_progress', finished_by = null, finished_at = null where r.id = v_rec.id;
end;
$$;

-- The list: every cash account with its last reconciliation, and the reconciliations.
create or replace function public.list_bank_reconciliations(p_organization_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return jsonb_build_object(
    'accounts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', a.id, 'code', a.code, 'name', a.name,
        'ledger_balance', (select coalesce(sum(l.debit - l.credit), 0) from public.journal_entry_lines l
                            join public.journal_entries e on e.id = l.journal_entry_id
                            where l.account_id = a.id and e.status = 'posted'),
        'last_reconciled_date', (select max(r.statement_end_date) from public.bank_reconciliations r where r.account_id = a.id and r.status = 'finished'),
        'in_progress_id', (select r.id from public.bank_reconciliations r where r.account_id = a.id and r.status = 'in_progress'))
        order by a.code)
      from public.accounts a
      where a.organization_id = p_organization_id and a.is_active and not a.is_placeholder and private.account_counts_as_cash(a)), '[]'::jsonb),
    'reconciliations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'account_id', r.account_id, 'account_code', a.code, 'account_name', a.name,
        'statement_start_date', r.statement_start_date, 'statement_end_date', r.statement_end_date,
        'opening_balance', r.opening_balance, 'ending_balance', r.ending_balance, 'status', r.status,
        'difference', f.difference, 'statement_lines', f.statement_lines, 'matched_lines', f.matched_lines,
        'finished_at', r.finished_at, 'finished_by_name', coalesce(nullif(p.full_name, ''), p.email))
        order by r.statement_end_date desc, a.code)
      from public.bank_reconciliations r
      join public.accounts a on a.id = r.account_id
      cross join lateral private.bank_reconciliation_figures(r.id) f
      left join public.profiles p on p.id = r.finished_by
      where r.organization_id = p_organization_id), '[]'::jsonb));
end;
$$;

-- The workspace: the reconciliation and its figures, the statement lines (with their matches),
-- the ledger lines (cleared here or still open) and whether the caller may undo it.
create or replace function public.get_bank_reconciliation(p_reconciliation_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
begin
  return jsonb_build_object(
    'reconciliation', (
      select jsonb_build_object(
        'id', r.id, 'organization_id', r.organization_id, 'account_id', r.account_id, 'account_code', a.code, 'account_name', a.name,
        'statement_start_date', r.statement_start_date, 'statement_end_date', r.statement_end_date, 'status', r.status,
        'opening_balance', f.opening_balance, 'ending_balance', f.ending_balance,
        'cleared_deposits', f.cleared_deposits, 'cleared_payments', f.cleared_payments,
        'cleared_balance', f.cleared_balance, 'difference', f.difference,
        'statement_lines', f.statement_lines, 'matched_lines', f.matched_lines,
        'created_at', r.created_at, 'created_by_name', coalesce(nullif(pc.full_name, ''), pc.email),
        'finished_at', r.finished_at, 'finished_by_name', coalesce(nullif(pf.full_name, ''), pf.email),
        'is_last', not exists (select 1 from public.bank_reconciliations x where x.account_id = r.account_id and x.statement_end_date > r.statement_end_date),
        'can_undo', public.has_org_role(r.organization_id, array['owner', 'admin']))
      from public.bank_reconciliations r
      join public.accounts a on a.id = r.account_id
      cross join lateral private.bank_reconciliation_figures(r.id) f
      left join public.profiles pc on pc.id = r.created_by
      left join public.profiles pf on pf.id = r.finished_by
      where r.id = v_rec.id),
    'statement_lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', s.id, 'line_date', s.line_date, 'amount', s.amount, 'payee', s.payee, 'description', s.description,
        'bank_transaction_id', s.bank_transaction_id, 'source_format', s.source_format,
        'matched_line_ids', coalesce((select jsonb_agg(m.journal_entry_line_id) from public.bank_statement_matches m where m.statement_line_id = s.id), '[]'::jsonb),
        'match_method', (select min(m.method) from public.bank_statement_matches m where m.statement_line_id = s.id))
        order by s.line_date, s.line_number)
      from public.bank_statement_lines s where s.reconciliation_id = v_rec.id), '[]'::jsonb),
    'ledger_lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.line_id, 'entry_id', g.entry_id, 'entry_date', g.entry_date, 'amount', g.amount, 'description', g.description,
        'reference', g.reference, 'source_type', g.source_type, 'source_id', g.source_id,
        'statement_line_id', case when g.cleared then g.statement_line_id end, 'cleared', g.cleared)
        order by g.entry_date, g.line_id)
      from private.bank_reconciliation_ledger(v_rec.id) g), '[]'::jsonb));
end;
$$;

revoke execute on function private.reconciled_refusal() from public;
revoke execute on function private.entry_is_reconciled(uuid) from public;
revoke execute on function private.bank_reconciliation_for(uuid, boolean) from public;
revoke execute on function private.reconciled_from(uuid) from public;
revoke execute on function private.bank_reconciliation_ledger(uuid) from public;
revoke execute on function private.bank_reconciliation_figures(uuid) from public;
revoke execute on function private.match_words(text) from public;
revoke execute on function private.bank_match_suggestions(uuid) from public;
revoke execute on function private.bank_match(public.bank_reconciliations, uuid, uuid[], text) from public;

revoke execute on function public.start_bank_reconciliation(uuid, uuid, date, numeric, date, numeric) from public, anon;
revoke execute on function public.update_bank_reconciliation(uuid, date, numeric) from public, anon;
revoke execute on function public.delete_bank_reconciliation(uuid) from public, anon;
revoke execute on function public.import_bank_statement_lines(uuid, jsonb, text) from public, anon;
revoke execute on function public.add_bank_statement_line(uuid, date, numeric, text) from public, anon;
revoke execute on function public.delete_bank_statement_line(uuid) from public, anon;
revoke execute on function public.suggest_bank_matches(uuid) from public, anon;
revoke execute on function public.accept_bank_match_suggestions(uuid) from public, anon;
revoke execute on function public.match_bank_statement_line(uuid, uuid[]) from public, anon;
revoke execute on function public.unmatch_bank_statement_line(uuid) from public, anon;
revoke execute on function public.create_transaction_from_statement_line(uuid, uuid, text, uuid, uuid) from public, anon;
revoke execute on function public.finish_bank_reconciliation(uuid) from public, anon;
revoke execute on function public.undo_bank_reconciliation(uuid) from public, anon;
revoke execute on function public.list_bank_reconciliations(uuid) from public, anon;
revoke execute on function public.get_bank_reconciliation(uuid) from public, anon;

grant execute on function public.start_bank_reconciliation(uuid, uuid, date, numeric, date, numeric) to authenticated, service_role;
grant execute on function public.update_bank_reconciliation(uuid, date, numeric) to authenticated, service_role;
grant execute on function public.delete_bank_reconciliation(uuid) to authenticated, service_role;
grant execute on function public.import_bank_statement_lines(uuid, jsonb, text) to authenticated, service_role;
grant execute on function public.add_bank_statement_line(uuid, date, numeric, text) to authenticated, service_role;
grant execute on function public.delete_bank_statement_line(uuid) to authenticated, service_role;
grant execute on function public.suggest_bank_matches(uuid) to authenticated, service_role;
grant execute on function public.accept_bank_match_suggestions(uuid) to authenticated, service_role;
grant execute on function public.match_bank_statement_line(uuid, uuid[]) to authenticated, service_role;
grant execute on function public.unmatch_bank_statement_line(uuid) to authenticated, service_role;
grant execute on function public.create_transaction_from_statement_line(uuid, uuid, text, uuid, uuid) to authenticated, service_role;
grant execute on function public.finish_bank_reconciliation(uuid) to authenticated, service_role;
grant execute on function public.undo_bank_reconciliation(uuid) to authenticated, service_role;
grant execute on function public.list_bank_reconciliations(uuid) to authenticated, service_role;
grant execute on function public.get_bank_reconciliation(uuid) to authenticated, service_role;
