-- The realtime change feed's database side, installed by the backend (idempotent, on every start):
-- a row trigger on every table in schema public that has a primary key records the change in
-- realtime.changes (keys, and the row images, which are never sent without an RLS check) and
-- NOTIFYs the change id on channel `mb_realtime` (ids, not rows: NOTIFY payloads stop at 8000 bytes). Nothing is recorded for a table no
-- backend instance has a subscriber for (realtime.subscribed_tables), so bulk writes stay cheap.
select pg_advisory_xact_lock(hashtext('missionbase.realtime.install'));

create schema if not exists realtime;
revoke all on schema realtime from public;

create table if not exists realtime.changes (
  id bigserial primary key,
  created_at timestamptz not null default now(),
  relid oid not null,
  op text not null check (op in ('INSERT', 'UPDATE', 'DELETE')),
  -- primary key of the new row (INSERT, UPDATE)
  keys jsonb,
  -- primary key of the old row (UPDATE, DELETE)
  old_keys jsonb,
  -- DELETE: the old row, delivered only to subscribers whose SELECT policies admit it
  old_row jsonb,
  -- INSERT, UPDATE: the new row as written; used when the row changed again before delivery
  new_row jsonb
);
alter table realtime.changes add column if not exists new_row jsonb;
create index if not exists changes_created_at_idx on realtime.changes (created_at);

-- Which tables have subscribers, per backend instance; rows expire unless the instance renews them.
create table if not exists realtime.subscribed_tables (
  instance_id text not null,
  relid oid not null,
  expires_at timestamptz not null,
  primary key (instance_id, relid)
);
create index if not exists subscribed_tables_relid_idx on realtime.subscribed_tables (relid, expires_at);

create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  pk text[];
  new_row jsonb;
  old_data jsonb;
  change_id bigint;
begin
  if not exists (
    select 1 from realtime.subscribed_tables s where s.relid = tg_relid and s.expires_at > now()
  ) then
    return null;
  end if;
  select array_agg(a.attname::text order by k.ord) into pk
    from pg_index i
    cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = tg_relid and i.indisprimary;
  if pk is null then
    return null;
  end if;
  if tg_op = 'DELETE' then
    old_data := to_jsonb(old);
    insert into realtime.changes (relid, op, old_keys, old_row)
      values (tg_relid, tg_op,
              (select jsonb_object_agg(c, old_data -> c) from unnest(pk) as c),
              old_data)
      returning id into change_id;
  else
    new_row := to_jsonb(new);
    if tg_op = 'UPDATE' then
      old_data := to_jsonb(old);
    end if;
    insert into realtime.changes (relid, op, keys, old_keys, new_row)
      values (tg_relid, tg_op,
              (select jsonb_object_agg(c, new_row -> c) from unnest(pk) as c),
              case when old_data is null then null else (select jsonb_object_agg(c, old_data -> c) from unnest(pk) as c) end,
              new_row)
      returning id into change_id;
  end if;
  perform pg_notify('mb_realtime', change_id::text);
  return null;
end
$$;

-- Puts the capture trigger on one table, if it is a table of schema public with a primary key
-- and lacks it. One table per call, so start-up never holds locks on many tables at once.
create or replace function realtime.install_capture_trigger(target oid) returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  r record;
begin
  select n.nspname, c.relname into r
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where c.oid = target
     and n.nspname = 'public'
     and c.relkind in ('r', 'p')
     and not c.relispartition
     and exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary)
     and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'mb_realtime_capture');
  if not found then
    return false;
  end if;
  execute format(
    'create or replace trigger mb_realtime_capture after insert or update or delete on %I.%I for each row execute function realtime.capture_change()',
    r.nspname, r.relname);
  return true;
end
$$;

-- Tables of schema public that can be captured but are not yet.
create or replace function realtime.uncaptured_tables() returns setof oid
language sql stable security definer set search_path = ''
as $$
  select c.oid
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public'
     and c.relkind in ('r', 'p')
     and not c.relispartition
     and exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary)
     and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'mb_realtime_capture')
$$;

-- Event trigger body: only the tables the DDL command touched.
create or replace function realtime.on_table_ddl() returns event_trigger
language plpgsql security definer set search_path = ''
as $$
declare
  r record;
begin
  for r in select distinct objid from pg_event_trigger_ddl_commands() where classid = 'pg_catalog.pg_class'::regclass and object_type = 'table'
  loop
    perform realtime.install_capture_trigger(r.objid);
  end loop;
end
$$;

drop function if exists realtime.install_capture_triggers();
