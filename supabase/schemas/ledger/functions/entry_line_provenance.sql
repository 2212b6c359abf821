-- A line's created_at is the database's clock when an API role writes it (now on insert, kept on
-- update), as private.entry_provenance does for entries. SECURITY INVOKER for the same reason.
create or replace function private.entry_line_provenance()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    new.created_at := case when tg_op = 'INSERT' then now() else old.created_at end;
  end if;
  return new;
end;
$$;
revoke all on function private.entry_line_provenance() from public, anon, authenticated, service_role;
