-- Suggested matches, set-based, computed on every read (never stored). One-to-one: same amount,
-- dates within 5 days; each statement line and each ledger line takes its best partner (most
-- shared payee words, then closest date), kept only when the choice is mutual. One-to-many: a
-- statement line with no one-to-one candidate and the uncleared ledger lines of one day and sign
-- whose sum is its amount (a bank deposit of several gifts).
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
revoke all on function private.bank_match_suggestions(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
