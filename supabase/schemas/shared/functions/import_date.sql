-- A date from an imported cell: ISO text (the browser normalises the bank's format), else null.
create or replace function private.import_date(p_text text)
returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_text is null or p_text !~ '^\d{4}-\d{2}-\d{2}$' then
    return null;
  end if;
  return p_text::date;
exception when others then
  return null;
end;
$$;
revoke all on function private.import_date(p_text text) from public, anon, authenticated, service_role;
