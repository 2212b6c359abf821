-- Trigger on the tables whose rows an import creates (accounts, funds, projects, donors, customers,
-- vendors, invoices, bills): import_batch_id is the database's word, as journal entries' provenance
-- is (private.entry_provenance). An API role neither sets it on a new row nor changes it on an old
-- one, so no row can claim a batch it does not come from, and the batch's undo removes only what the
-- commit wrote. SECURITY INVOKER for the reason entry_provenance gives: inside the import functions
-- (SECURITY DEFINER) current_user is their owner, and they set it.
create or replace function private.import_batch_provenance()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    new.import_batch_id := case when tg_op = 'UPDATE' then old.import_batch_id end;
  end if;
  return new;
end;
$$;
revoke all on function private.import_batch_provenance() from public, anon, authenticated, service_role;
