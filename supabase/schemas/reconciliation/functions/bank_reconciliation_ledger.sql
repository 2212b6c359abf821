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
revoke all on function private.bank_reconciliation_ledger(p_reconciliation_id uuid) from public, anon, authenticated, service_role;
