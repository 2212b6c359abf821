-- Whether an update of a journal entry line changes nothing but its expense function, and to what
-- the rules of private.line_function_for give for its account as it is now: cleared on an account
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
begin
  -- Only the function changed, and to what the line would get anew (an explicit function on an
  -- expense line stays, so changing it is refused).
  return p_old.function is distinct from p_new.function
    and to_jsonb(p_old) - 'function' = to_jsonb(p_new) - 'function'
    and p_new.function is not distinct from private.line_function_for(p_new.account_id, p_new.project_id, p_old.function);
end;
$$;
revoke all on function private.line_function_follows_account(p_old public.journal_entry_lines, p_new public.journal_entry_lines) from public, anon, authenticated, service_role;
