-- Trigger on journal_entries (journal_entries_document_reversal): an entry a document posted (a
-- transaction, donation, invoice, bill, payment, payroll run ...) is corrected through that
-- document, never reversed by hand, and a reversal is never reversed. The documents' own triggers
-- reverse their entries from inside a trigger (trigger depth above 1), which passes; so do
-- reversals of manual entries, opening balances and imported entries (an import's own opening and
-- history entries; the open documents it created are corrected through the documents).
create or replace function private.refuse_document_entry_reversal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reversed public.journal_entries;
  v_document record;
begin
  if new.reverses_entry_id is null or pg_trigger_depth() > 1 then
    return new;
  end if;
  select * into v_reversed from public.journal_entries e where e.id = new.reverses_entry_id;
  if not found or v_reversed.source_type in ('manual', 'opening_balance', 'import') then
    return new;
  end if;
  if v_reversed.source_type = 'reversal' then
    raise exception 'This entry is a reversal and cannot be reversed; post a new entry instead' using errcode = '42501';
  end if;
  v_document := private.document_of_entry(v_reversed.source_type);
  raise exception 'This entry belongs to %: correct it through the % (edit, void or delete it where allowed)',
    v_document.what, v_document.through using errcode = '42501';
end;
$$;
revoke all on function private.refuse_document_entry_reversal() from public, anon, authenticated, service_role;
