-- Fills journal_entry_lines.function (see the header). On update (drafts only; posted lines are
-- immutable) the same rules apply to the new values.
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
  if v_category is distinct from 'Expenses' then
    new.function := null;
    return new;
  end if;
  if new.function is not null then
    return new;
  end if;
  if new.project_id is not null then
    select p.function into v_project_function from public.projects p where p.id = new.project_id;
  end if;
  new.function := coalesce(v_project_function, v_default, 'management_general');
  return new;
end;
$$;
revoke all on function private.fill_line_function() from public, anon, authenticated, service_role;
