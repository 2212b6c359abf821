-- Fills journal_entry_lines.function, the expense function a posted line served (FASB ASU 2016-14:
-- expenses by nature and by function), which the functional expense matrix, the program expense
-- ratio and Form 990 Part IX read. On an expense account:
--   1. an explicit value on the line wins (a person's choice in the editor, or the payroll posting,
--      which writes one expense line per employee allocation with its project and function);
--   2. else the line's project's function (projects.function);
--   3. else the account's default function (accounts.default_function);
--   4. else management_general (2-4: private.default_line_function).
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
declare
  v_category text;
  v_default text;
  v_project_function text;
begin
  select a.category, a.default_function into v_category, v_default
  from public.accounts a where a.id = new.account_id;
  if v_category is not distinct from 'Expenses' and new.function is not null then
    return new;
  end if;
  if v_category is not distinct from 'Expenses' and new.project_id is not null then
    select p.function into v_project_function from public.projects p where p.id = new.project_id;
  end if;
  new.function := private.default_line_function(v_category, v_default, v_project_function);
  return new;
end;
$$;
revoke all on function private.fill_line_function() from public, anon, authenticated, service_role;
