-- Keeps private.ledger_function_daily_totals, exactly as private.add_to_ledger_totals keeps
-- private.ledger_daily_totals: after an insert of lines, those of posted entries; after an update
-- of entries, the lines of each draft that became posted. Expense lines only (function is null on
-- every other line); the year-end closing and reopening entries are left out. Rows are upserted in
-- key order, so concurrent postings lock shared total rows in the same order (no deadlock).
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
revoke all on function private.add_to_function_totals() from public, anon, authenticated, service_role;
