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
revoke all on function private.entry_is_reconciled(p_entry_id uuid) from public, anon, authenticated, service_role;
