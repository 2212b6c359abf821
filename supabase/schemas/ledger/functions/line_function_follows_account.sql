-- Whether an update of a journal entry line changes nothing but its expense function, and to what
-- the rules of private.fill_line_function give for its account as it is now: cleared on an account
-- that is not (or no longer) an expense account, or, on one that has become an expense account,
-- filled from the line's project or the account's default where the line had none. That is the one
-- change a posted (or reconciled) line accepts: private.refill_account_line_functions makes it when
-- an account moves into or out of Expenses, so the functional expense views follow the statements.
-- An explicit function on an expense line is never changed this way.
create or replace function private.line_function_follows_account(p_old public.journal_entry_lines, p_new public.journal_entry_lines)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_category text;
  v_default text;
  v_project_function text;
begin
  if p_old.function is not distinct from p_new.function
     or to_jsonb(p_old) - 'function' <> to_jsonb(p_new) - 'function' then
    return false;
  end if;
  select a.category, a.default_function into v_category, v_default from public.accounts a where a.id = p_new.account_id;
  if v_category is not distinct from 'Expenses' and p_old.function is not null then
    return false;
  end if;
  if v_category is not distinct from 'Expenses' and p_new.project_id is not null then
    select p.function into v_project_function from public.projects p where p.id = p_new.project_id;
  end if;
  return p_new.function is not distinct from private.default_line_function(v_category, v_default, v_project_function);
end;
$$;
revoke all on function private.line_function_follows_account(p_old public.journal_entry_lines, p_new public.journal_entry_lines) from public, anon, authenticated, service_role;
