-- After an account moves into or out of Expenses: its lines' expense function follows, as
-- private.fill_line_function would have filled it had the account been in its new category when
-- they were written (cleared when it leaves Expenses; from the line's project, else the account's
-- default, else management and general when it joins), and its kept totals by function
-- (private.ledger_function_daily_totals) are rebuilt from those lines. So the Program Expense
-- Analysis and Form 990 Part IX keep totalling the Statement of Activities' expenses. The move is
-- only possible while no line of the account is in the locked period or a closed fiscal year
-- (private.guard_locked_account_classification), so closed years keep their figures.
create or replace function private.refill_account_line_functions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (old.category = 'Expenses') = (new.category = 'Expenses') then
    return null;
  end if;
  update public.journal_entry_lines l
     set function = private.default_line_function(new.category, new.default_function, p.function)
    from public.journal_entry_lines x
    left join public.projects p on p.id = x.project_id
   where x.id = l.id and l.organization_id = new.organization_id and l.account_id = new.id
     and l.function is distinct from private.default_line_function(new.category, new.default_function, p.function);

  delete from private.ledger_function_daily_totals t where t.organization_id = new.organization_id and t.account_id = new.id;
  insert into private.ledger_function_daily_totals (organization_id, account_id, fund_id, project_id, function, entry_date, debit, credit, line_count)
  select l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date, sum(l.debit), sum(l.credit), count(*)::int
  from public.journal_entry_lines l
  join public.journal_entries e on e.id = l.journal_entry_id
  where l.organization_id = new.organization_id and l.account_id = new.id and l.function is not null
    and e.status = 'posted' and e.source_type not in ('year_end_close', 'year_end_reopen')
  group by l.organization_id, l.account_id, l.fund_id, l.project_id, l.function, e.entry_date;
  return null;
end;
$$;
revoke all on function private.refill_account_line_functions() from public, anon, authenticated, service_role;
