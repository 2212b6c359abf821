-- The year-end closing and reopening entries' lines, summed as the kept daily totals sum every
-- other posted line (per account, fund, project, expense function and day). The kept totals leave
-- these entries out (so a closed year reads as posted); the views that show the ledger as it stands
-- after a close (the chart of accounts, the General Ledger, the post-closing trial balance, a fund's
-- activity) add them from here. An organization has one closing entry a closed year, so this reads
-- a few hundred lines through the entries' (organization, source type) index.
create or replace function private.closing_daily_totals(p_org uuid)
returns table (account_id uuid, fund_id uuid, project_id uuid, function text, entry_date date, debit numeric, credit numeric, line_count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select l.account_id, l.fund_id, l.project_id, l.function, e.entry_date, sum(l.debit), sum(l.credit), count(*)
  from public.journal_entries e
  join public.journal_entry_lines l on l.journal_entry_id = e.id
  where e.organization_id = p_org and e.status = 'posted' and e.source_type in ('year_end_close', 'year_end_reopen')
  group by l.account_id, l.fund_id, l.project_id, l.function, e.entry_date
$$;
revoke all on function private.closing_daily_totals(p_org uuid) from public, anon, authenticated, service_role;
