-- projects.function is 'program' even when an insert sends null for it: supabase-js sends null for
-- the columns a row of a multi-row insert leaves out, and the column default then does not apply.
-- A BEFORE trigger fills it (NOT NULL is checked after BEFORE triggers).
create or replace function private.project_function_default()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.function := coalesce(new.function, 'program');
  return new;
end;
$$;
revoke all on function private.project_function_default() from public, anon, authenticated, service_role;
