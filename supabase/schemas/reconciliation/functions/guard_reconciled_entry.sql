-- THE LOCK, 2: a reconciled entry and its lines are not updated or deleted, whoever asks (the
-- ledger's immutability refuses posted rows anyway; this says why in the user's words).
create or replace function private.guard_reconciled_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry uuid;
begin
  -- Separate statements: each is planned only for the table it reads.
  if tg_table_name = 'journal_entries' then
    v_entry := old.id;
  else
    v_entry := old.journal_entry_id;
  end if;
  if not private.organization_gone(old.organization_id) and private.entry_is_reconciled(v_entry) then
    raise exception '%', private.reconciled_refusal() using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
