-- An account with postings in the locked period keeps its place in the statements, which read an
-- account's classification when they run, not when its lines were posted: its category, its normal
-- balance (the statement line and the sign of its balance), its parent's category (the tree the
-- statements roll up by) and whether it counts as cash (private.account_counts_as_cash) cannot
-- change. Renaming, describing, renumbering and deactivating stay possible; an owner who must
-- reclassify reopens the period first. An account's category also cannot change while it has
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
revoke all on function private.guard_locked_account_classification() from public, anon, authenticated, service_role;
