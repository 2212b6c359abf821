-- created_by on donations, pledges, invoice_payments and bill_payments is the signed-in caller,
-- never what the client sends: a member inserting through the Data API with someone else's id
-- stores their own. With no signed-in user (the service role, the seed, migrations) the given
-- value stays. An update never changes who created the row.
create or replace function private.created_by_caller()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.created_by := old.created_by;
  elsif auth.uid() is not null then
    new.created_by := auth.uid();
  end if;
  return new;
end;
$$;
revoke all on function private.created_by_caller() from public, anon, authenticated, service_role;
