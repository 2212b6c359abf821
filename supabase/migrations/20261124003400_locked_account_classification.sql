-- An account with postings in a locked period keeps its place in the statements (issue 22,
-- point 4). Statements read an account's classification when they run, not when the lines were
-- posted, so moving Salaries & Wages to Assets silently changed a locked year's expenses (from
-- 91,147.12 to 58,629.43 in the issue's example). While the account has posted lines dated on or
-- before organization_settings.locked_through, these cannot change:
--   * its category and its normal balance (the statement line and the sign of its balance);
--   * its parent's category (the tree the statements roll up by);
--   * whether it counts as cash (the dashboard's and cash-flow figures: system_key cash/savings,
--     a Bank account type, or the settings' cash account; see private.is_cash_account).
-- Renaming, re-describing, renumbering and deactivating stay possible. An owner who must
-- reclassify reopens the period first (moves locked_through back), which is itself an explicit,
-- audited change of the settings.
-- Also: an account's category cannot change while it has sub-accounts (they would be left in the
-- old category; check_account only checks a child against its parent when the child is written).

-- The lock date when the organization has posted lines on or before it (for the given account,
-- or fund, when given); else null. Reads the daily totals (posted lines only, one row per
-- account, fund, project and day) rather than every line.
create or replace function private.locked_postings_through(p_org uuid, p_account uuid default null, p_fund uuid default null)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select s.locked_through
  from public.organization_settings s
  where s.organization_id = p_org and s.locked_through is not null
    and exists (
      select 1 from private.ledger_daily_totals d
      where d.organization_id = p_org and d.entry_date <= s.locked_through
        and (p_account is null or d.account_id = p_account)
        and (p_fund is null or d.fund_id = p_fund))
$$;

-- Whether an account row counts as cash, given its type's name and the settings' cash account:
-- private.is_cash_account answered with a definite true or false (it is null for an account
-- without a system key that is not cash, and null never compares as a change).
create or replace function private.counts_as_cash(p_account public.accounts, p_type_name text, p_default_cash uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(private.is_cash_account(p_account, p_type_name, p_default_cash), false)
$$;

-- The same, with the account's own type and the organization's cash account.
create or replace function private.account_counts_as_cash(p_account public.accounts)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.counts_as_cash(
    p_account,
    (select t.name from public.account_types t where t.id = p_account.account_type_id),
    (select s.default_cash_account_id from public.organization_settings s where s.organization_id = p_account.organization_id))
$$;

create or replace function private.guard_locked_account_classification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_locked date;
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
  v_locked := private.locked_postings_through(old.organization_id, old.id);
  if v_locked is not null then
    raise exception 'Account % % has postings in the locked period (through %): its category, normal balance, parent''s category and whether it counts as cash cannot change. Rename or deactivate it, or create a new account',
      old.code, old.name, v_locked using errcode = '23514';
  end if;
  return new;
end;
$$;

-- Fires after accounts_check (name order), which defaults the normal balance of the new row.
create trigger accounts_locked_classification
  before update on public.accounts
  for each row execute function private.guard_locked_account_classification();

revoke execute on function private.locked_postings_through(uuid, uuid, uuid) from public;
revoke execute on function private.counts_as_cash(public.accounts, text, uuid) from public;
revoke execute on function private.account_counts_as_cash(public.accounts) from public;
revoke execute on function private.guard_locked_account_classification() from public;
