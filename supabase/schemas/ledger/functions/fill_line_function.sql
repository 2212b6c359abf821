-- Fills journal_entry_lines.function, the expense function a posted line served (FASB ASU 2016-14:
-- expenses by nature and by function), which the functional expense matrix, the program expense
-- ratio and Form 990 Part IX read. On an expense account:
--   1. an explicit value on the line wins (a person's choice in the editor, or the payroll posting,
--      which writes one expense line per employee allocation with its project and function);
--   2. else the line's project's function (projects.function);
--   3. else the account's default function (accounts.default_function);
--   4. else management_general (private.line_function_for).
-- On any other account the function is null, whatever the line says. On update (drafts; on posted
-- lines only the function following an account into or out of Expenses,
-- private.refill_account_line_functions) the same rules apply to the new values, so a draft keeps
-- its lines' functions when it is posted.
create or replace function private.fill_line_function()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.function := private.line_function_for(new.account_id, new.project_id, new.function);
  return new;
end;
$$;
revoke all on function private.fill_line_function() from public, anon, authenticated, service_role;
