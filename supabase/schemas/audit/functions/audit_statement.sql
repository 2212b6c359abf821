-- The audit trigger of every business table: one audit_log row per inserted, updated or deleted row,
-- written once per statement from its transition tables, so bulk writes stay cheap. A row's key is
-- its id, or its organization_id for a table keyed by that (organization_settings); an update's
-- old and new rows are paired by key through a hash join. The author is auth.uid() with the JWT's
-- role, or the database role for code without a request.
create or replace function private.audit_statement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
  v_role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', current_user);
  v_noise text[] := array['updated_at', 'next_invoice_number', 'next_bill_number', 'next_receipt_number'];
begin
  if tg_op = 'INSERT' then
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, new_data)
    select coalesce((n.j ->> 'organization_id')::uuid, case when tg_table_name = 'organizations' then (n.j ->> 'id')::uuid end),
           tg_table_name, coalesce(n.j ->> 'id', n.j ->> 'organization_id'), tg_op, v_actor, v_role, n.j
    from (select to_jsonb(x) j from new_rows x) n;
  elsif tg_op = 'UPDATE' then
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, old_data, new_data)
    with n as materialized (select to_jsonb(x) j from new_rows x),
         nk as materialized (select j, coalesce(j ->> 'id', j ->> 'organization_id') k from n),
         o as materialized (select to_jsonb(x) j from old_rows x),
         ok as materialized (select j, coalesce(j ->> 'id', j ->> 'organization_id') k from o)
    select coalesce((nk.j ->> 'organization_id')::uuid, case when tg_table_name = 'organizations' then (nk.j ->> 'id')::uuid end),
           tg_table_name, nk.k, tg_op, v_actor, v_role, ok.j, nk.j
    from nk left join ok using (k)
    -- Bookkeeping columns (timestamps, document counters) alone are not news.
    where (ok.j - v_noise) is distinct from (nk.j - v_noise);
  else
    -- While an organization is being deleted its audit rows cascade away, and a row naming it would
    -- fail the foreign key: the deletions of its rows are logged without an organization.
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, old_data)
    select case when private.organization_gone((o.j ->> 'organization_id')::uuid) then null else (o.j ->> 'organization_id')::uuid end,
           tg_table_name, coalesce(o.j ->> 'id', o.j ->> 'organization_id'), tg_op, v_actor, v_role, o.j
    from (select to_jsonb(x) j from old_rows x) o;
  end if;
  return null;
end;
$$;
revoke all on function private.audit_statement() from public, anon, authenticated, service_role;
