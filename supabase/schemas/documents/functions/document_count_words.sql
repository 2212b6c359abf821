-- '1 document', '50 documents': a count of documents in the words of a refusal.
create or replace function private.document_count_words(p_count integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select p_count::text || case when p_count = 1 then ' document' else ' documents' end;
$$;
revoke all on function private.document_count_words(p_count integer) from public, anon, authenticated, service_role;
