-- The sentence every refusal of the lock carries (the screens show it as written: errcode 23514).
create or replace function private.reconciled_refusal()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'This transaction is part of a finished bank reconciliation; record a correcting entry instead.'::text
$$;
revoke all on function private.reconciled_refusal() from public, anon, authenticated, service_role;
