-- An account with postings in the locked period keeps its place in the statements, which read an
-- account's classification when they run, not when its lines were posted: its category, its normal
-- balance (the statement line and the sign of its balance), its parent's category (the tree the
-- statements roll up by) and whether it counts as cash (private.account_counts_as_cash) cannot
-- change. Renaming, describing, renumbering and deactivating stay possible; an owner who must
-- reclassify reopens the period first. The same holds for postings in a closed fiscal year, even
-- where an owner has moved the lock date back: the closing entry moved the year's revenue and
-- expenses by their category then, and the closed year's statements, functional expenses and
-- Form 990 keep them (an owner reopens the year first). While the period is open, a move into or
-- out of Expenses takes the lines' expense function along (private.refill_account_line_functions).
-- An account's category also cannot change while it has
-- sub-accounts, locked or not: private.check_account checks a child against its parent only when
-- the child is written, so the children would stay in the old category.
create or replace function private.guard_locked_account_classification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_locked date;
  v_closed date;
begin
  if new.category <> old.category
     and exists (select 1 from public.accounts c where c.parent_id = old.id) then
    raise exception 'Account % % has sub-accounts: move them before changing its category', old.code, old.name using errcode = '23514';
  end if;
  if (new.category, new.normal_balance) is not distinct from (old.category, old.normal_balance)
     and (select p.category from public.accounts p where p.id = new.parent_id) is not distinct from
         (select p.category from public.accounts p where p.id = old.parent_id)
     and private.account_counts_as_cash(new) = private.account_counts_as_cash(old) then
    return new;
  end if;
  select max(c.fiscal_year_end) into v_closed
  from public.fiscal_year_closes c
  where c.organization_id = old.organization_id and c.reopened_at is null
    and exists (select 1 from private.ledger_daily_totals d
                where d.organization_id = old.organization_id and d.account_id = old.id and d.entry_date <= c.fiscal_year_end);
  if v_closed is not null then
    raise exception 'Account % % has postings in a closed fiscal year (ending %): its category, normal balance, parent''s category and whether it counts as cash cannot change. Reopen the year, or create a new account',
      old.code, old.name, v_closed using errcode = '23514';
  end if;
  v_locked := private.locked_postings_through(old.organization_id, old.id);
  if v_locked is not null then
    raise exception 'Account % % has postings in the locked period (through %): its category, normal balance, parent''s category and whether it counts as cash cannot change. Rename or deactivate it, or create a new account',
      old.code, old.name, v_locked using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_locked_account_classification() from public, anon, authenticated, service_role;
