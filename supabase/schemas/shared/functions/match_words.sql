-- Words that identify a payee: lower-case runs of letters/digits, 3+ characters, not pure numbers.
create or replace function private.match_words(p_text text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct w), '{}')
  from regexp_split_to_table(lower(coalesce(p_text, '')), '[^a-z0-9]+') as w
  where length(w) >= 3 and w !~ '^[0-9]+$'
    and w not in ('the', 'and', 'for', 'from', 'payment', 'deposit', 'transfer', 'pos', 'ach', 'debit', 'credit')
$$;
revoke all on function private.match_words(p_text text) from public, anon, authenticated, service_role;
