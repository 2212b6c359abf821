-- The expense function a journal entry line on p_account_id with p_project_id has when its own value
-- is p_chosen: on an expense account the chosen value, else private.default_line_function's (the
-- project's function, the account's default, management and general); on any other account none.
-- What private.fill_line_function writes and private.line_function_follows_account checks.
-- PL/pgSQL rather than one SQL statement: as SQL, the project's scalar subquery made every call
-- about seven times slower (75 against 10 microseconds), and the trigger calls it for every line
-- written (an import of 100,000 lines calls it 100,000 times).
create or replace function private.line_function_for(p_account_id uuid, p_project_id uuid, p_chosen text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_category text;
  v_account_default text;
  v_project_function text;
begin
  select a.category, a.default_function into v_category, v_account_default from public.accounts a where a.id = p_account_id;
  if v_category = 'Expenses' and p_chosen is not null then
    return p_chosen;
  end if;
  if v_category = 'Expenses' and p_project_id is not null then
    select p.function into v_project_function from public.projects p where p.id = p_project_id;
  end if;
  return private.default_line_function(v_category, v_account_default, v_project_function);
end;
$$;
revoke all on function private.line_function_for(p_account_id uuid, p_project_id uuid, p_chosen text) from public, anon, authenticated, service_role;
