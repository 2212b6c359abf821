-- An entry's provenance is the database's word: who created it (created_by), when (created_at,
-- posted_at), and which document or entry it comes from (source_type, source_id,
-- reverses_entry_id). An API client cannot post an entry claiming to be a document's, by another
-- author or at another time (the real document could then no longer be edited).
--
-- Why a check on current_user rather than column privileges: the document postings
-- (private.post_entry, private.reverse_entry, the set-based transaction posting) and any
-- SECURITY DEFINER posting RPC must keep writing these columns. Inside a SECURITY DEFINER function
-- current_user is the function's owner; a statement sent through the Data API runs as an API role
-- (anon, authenticated, service_role). This trigger function is SECURITY INVOKER on purpose, so
-- it sees that difference. It references nothing in schema private (the API roles cannot use it).
--
-- From an API role:
--   * insert: created_by is the caller (auth.uid()), created_at is now; the entry is a manual or
--     opening-balance entry of no document (source_id and reverses_entry_id empty), else refused,
--     and of no import (import_batch_id empty: an import's entries are the ones its undo removes);
--   * update (drafts only; posted entries are immutable): created_by, created_at, source_type,
--     source_id and reverses_entry_id keep their values (a change of the source is refused), and so
--     does import_batch_id;
-- From everyone: a draft has no posted_at (journal_entries_guard sets it when the entry posts).
create or replace function private.entry_provenance()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status = 'draft' then
    new.posted_at := null;
  end if;
  if current_user not in ('anon', 'authenticated', 'service_role') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.source_type not in ('manual', 'opening_balance') or new.source_id is not null or new.reverses_entry_id is not null then
      raise exception 'Only the database records where an entry comes from: post documents through the document, and reverse an entry with reverse_journal_entry'
        using errcode = '42501';
    end if;
    new.created_by := auth.uid();
    new.created_at := now();
    new.import_batch_id := null;
  else
    if (new.source_type, new.source_id, new.reverses_entry_id) is distinct from (old.source_type, old.source_id, old.reverses_entry_id) then
      raise exception 'Only the database records where an entry comes from: post documents through the document, and reverse an entry with reverse_journal_entry'
        using errcode = '42501';
    end if;
    new.created_by := old.created_by;
    new.created_at := old.created_at;
    new.import_batch_id := old.import_batch_id;
  end if;
  return new;
end;
$$;
revoke all on function private.entry_provenance() from public, anon, authenticated, service_role;
