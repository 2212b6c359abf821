-- The expense function a journal entry line gets when nobody chose one: on an expense account the
-- line's project's function, else the account's default, else management and general; on any other
-- account none. The one statement of the rule that private.line_function_for applies to one line
-- (as lines are written, and to check posted ones) and private.refill_account_line_functions to all
-- the lines of an account that moves into or out of Expenses. No search_path setting (it names
-- nothing but its arguments), so the planner inlines it into every line's trigger instead of calling
-- it per line.
create or replace function private.default_line_function(p_category text, p_account_default text, p_project_function text)
returns text
language sql
immutable
as $$
  select case when p_category = 'Expenses' then coalesce(p_project_function, p_account_default, 'management_general') end
$$;
revoke all on function private.default_line_function(p_category text, p_account_default text, p_project_function text) from public, anon, authenticated, service_role;
