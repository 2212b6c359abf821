-- The expense function a journal entry line on p_account_id with p_project_id has when its own value
-- is p_chosen: on an expense account the chosen value, else private.default_line_function's (the
-- project's function, the account's default, management and general); on any other account none.
-- What private.fill_line_function writes and private.line_function_follows_account checks.
create or replace function private.line_function_for(p_account_id uuid, p_project_id uuid, p_chosen text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when a.category = 'Expenses' and p_chosen is not null then p_chosen
    else private.default_line_function(a.category, a.default_function,
      case when a.category = 'Expenses' and p_project_id is not null then (select p.function from public.projects p where p.id = p_project_id) end) end
  from public.accounts a where a.id = p_account_id
$$;
revoke all on function private.line_function_for(p_account_id uuid, p_project_id uuid, p_chosen text) from public, anon, authenticated, service_role;
