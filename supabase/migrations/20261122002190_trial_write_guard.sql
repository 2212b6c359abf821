-- Trial write guard: once an organization's trial is over (status trialing and trial_ends_at in
-- the past), or its subscription ended (canceled and past the paid period) or never completed
-- (incomplete), users may still read everything but may not insert, update or delete its business
-- data. The refusal names what to do; nothing is lost; a subscription becoming active lifts it at
-- once (the next statement reads the new row). service_role (the webhook, seeds) and owner code
-- without request claims are never refused.
--
-- Set-based: one AFTER ... FOR EACH STATEMENT trigger per table and operation reads the distinct
-- organizations of the statement's transition table and probes subscriptions by its unique
-- organization_id index once per organization, not once per row. Raising in an AFTER trigger
-- aborts the statement, so a refused write leaves nothing behind.
--
-- Left out on purpose: subscriptions, billing_payments and notifications (billing and the bell keep
-- working), organization_members, invitations, organization_settings and profiles (membership and
-- settings), the audit log (written by triggers) and the tenant-less contact form. Tables created by
-- later migrations call private.install_trial_write_guard('<table>') to join.

-- The rule in one place (now() is the transaction's time, the same for every row).
create or replace function private.subscription_locks_writes(s public.subscriptions)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (s.status = 'trialing' and s.trial_ends_at is not null and s.trial_ends_at < now())
      or (s.status = 'canceled' and coalesce(s.current_period_end, s.canceled_at, '-infinity'::timestamptz) < now())
      or s.status = 'incomplete'
$$;

create or replace function private.refuse_writes_after_trial()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
  v_locked boolean;
begin
  -- Only API users are held back; service_role and owner code (no claims) always write.
  if v_role not in ('anon', 'authenticated') then
    return null;
  end if;
  if tg_op = 'INSERT' then
    select exists (
      select 1 from public.subscriptions s
      where s.organization_id in (select distinct n.organization_id from new_rows n)
        and private.subscription_locks_writes(s)
    ) into v_locked;
  elsif tg_op = 'UPDATE' then
    select exists (
      select 1 from public.subscriptions s
      where s.organization_id in (select n.organization_id from new_rows n union select o.organization_id from old_rows o)
        and private.subscription_locks_writes(s)
    ) into v_locked;
  else
    select exists (
      select 1 from public.subscriptions s
      where s.organization_id in (select distinct o.organization_id from old_rows o)
        and private.subscription_locks_writes(s)
    ) into v_locked;
  end if;
  if v_locked then
    raise exception 'Your trial has ended. Choose a plan to keep making changes; your data is safe and still readable.'
      using errcode = '42501', hint = 'Choose a plan at /subscribe.';
  end if;
  return null;
end;
$$;
revoke execute on function private.refuse_writes_after_trial() from public;

-- Installs the three statement triggers on one public table (idempotent).
create or replace function private.install_trial_write_guard(p_table text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('drop trigger if exists trial_guard_insert on public.%I', p_table);
  execute format('drop trigger if exists trial_guard_update on public.%I', p_table);
  execute format('drop trigger if exists trial_guard_delete on public.%I', p_table);
  execute format('create trigger trial_guard_insert after insert on public.%I referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial()', p_table);
  execute format('create trigger trial_guard_update after update on public.%I referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial()', p_table);
  execute format('create trigger trial_guard_delete after delete on public.%I referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial()', p_table);
end;
$$;
revoke execute on function private.install_trial_write_guard(text) from public;

do $$
declare
  t text;
begin
  for t in
    select c.relname
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r'
      and c.relname not in (
        'subscriptions', 'billing_payments', 'notifications', 'organization_members', 'invitations',
        'organization_settings', 'profiles', 'audit_log', 'contact_messages'
      )
    order by c.relname
  loop
    perform private.install_trial_write_guard(t);
  end loop;
end;
$$;
