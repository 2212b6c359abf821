-- Every API role has a statement timeout, in seconds, as a hosted Supabase project has them:
-- anon 3 s, authenticated 8 s, and authenticator 8 s (service_role has none of its own and runs with
-- the authenticator's, as on Supabase). PostgREST (and the local Data API, see
-- packages/backend/src/db/request-transaction.ts) applies the switched-to role's settings in each
-- request's transaction; authenticator's applies at log-in. A slow anonymous filter is cut off
-- instead of holding a connection for minutes. Raise one with a later `alter role ... set`.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
