-- A reconciliation's figures: opening and ending balance, cleared deposits and payments (the
-- matched ledger lines), cleared balance, difference (ending - cleared balance), and how many
-- statement lines there are and are matched.
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
revoke all on function private.bank_reconciliation_figures(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
