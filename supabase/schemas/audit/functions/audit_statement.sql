-- The audit trigger, with old and new rows paired by key through a hash join.
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
    -- A deleted organization takes its audit rows with it; keep the deletion itself unattributed to it.
    insert into public.audit_log (organization_id, table_name, row_id, action, actor_id, actor_role, old_data)
    select case when private.organization_gone((o.j ->> 'organization_id')::uuid) then null else (o.j ->> 'organization_id')::uuid end,
           tg_table_name, coalesce(o.j ->> 'id', o.j ->> 'organization_id'), tg_op, v_actor, v_role, o.j
    from (select to_jsonb(x) j from old_rows x) o;
  end if;
  return null;
end;
$$;
revoke all on function private.audit_statement() from public, anon, authenticated, service_role;
