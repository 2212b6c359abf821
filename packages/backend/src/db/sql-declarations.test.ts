// What SQL declares, read with PostgreSQL's own parser: routines by identity, triggers and policies
// by table, and the statements that would end a runner's transaction.
import { describe, expect, it } from 'vitest';
import { declarationsOf, managesOwnTransaction } from './sql-declarations.ts';

describe('declarationsOf', () => {
  it('names each routine by the argument types that identify it, leaving out OUT and TABLE columns', async () => {
    const sql = `
      create or replace function private.start_of(p_org uuid, p_year integer default null) returns date language sql as $$ select current_date $$;
      create function public.totals(p_ids uuid[], out total numeric, variadic p_tags text[]) language sql as 'select 1::numeric';
      create or replace function rows_of(p_org uuid) returns table (id uuid, amount numeric) language sql as 'select null::uuid, 1::numeric';
      create or replace procedure private.each(inout result jsonb default null) language plpgsql as $$ begin end $$;`;
    expect((await declarationsOf(sql)).map((d) => d.key)).toEqual([
      'routine private.start_of(uuid,int4)',
      'routine public.totals(uuid[],text[])',
      'routine public.rows_of(uuid)',
      'routine private.each(jsonb)',
    ]);
    expect((await declarationsOf(sql)).map((d) => d.kind)).toEqual(['function', 'function', 'function', 'procedure']);
  });

  it('names triggers and policies by their table, quoted names as the server reads them', async () => {
    const sql = `
      create or replace trigger audit_insert after insert on public.accounts referencing new table as new_rows for each statement execute function private.audit_statement();
      create constraint trigger balanced after insert on journal_entries deferrable initially deferred for each row execute function private.check();
      drop policy if exists "logos are readable" on storage.objects;
      create policy "logos are readable" on storage.objects for select to anon using (bucket_id = 'logos');
      alter table public.accounts enable row level security;`;
    expect((await declarationsOf(sql)).map((d) => d.key)).toEqual([
      'trigger audit_insert on public.accounts',
      'trigger balanced on public.journal_entries',
      'policy logos are readable on storage.objects',
    ]);
  });

  it('names tables, indexes, views and types, not what is altered or dropped', async () => {
    const sql = `
      create table public.funds (id uuid primary key);
      create index funds_idx on public.funds (id);
      create or replace view public.open_funds as select * from public.funds;
      create type public.money_pair as (a numeric, b numeric);
      alter table public.funds add column name text;
      drop function if exists public.gone(uuid);
      comment on table public.funds is 'Funds';`;
    expect((await declarationsOf(sql)).map((d) => d.key)).toEqual(['table public.funds', 'index public.funds_idx', 'view public.open_funds', 'type public.money_pair']);
  });
});

describe('managesOwnTransaction', () => {
  it('spots begin/commit statements outside function bodies', async () => {
    expect(await managesOwnTransaction('begin;\ncreate table a (id int);\ncommit;')).toBe(true);
    expect(await managesOwnTransaction('create table a (id int); COMMIT ;')).toBe(true);
    expect(await managesOwnTransaction('start transaction; create table a (id int);')).toBe(true);
  });

  it('ignores plpgsql blocks, dollar-quoted bodies, comments and savepoints', async () => {
    const sql = `
      -- commit;
      /* begin; */
      create function f() returns void language plpgsql as $$
      begin
        perform 1;
      end;
      $$;
      do $body$ begin raise notice 'commit;'; end; $body$;
      create table t (note text default 'begin;');
      comment on table t is 'first; commit; then';
      create function g() returns int language sql begin atomic select 1; end;
      savepoint s; release savepoint s;`;
    expect(await managesOwnTransaction(sql)).toBe(false);
  });

  it('leaves text it cannot read to the server, whose error names the line', async () => {
    expect(await managesOwnTransaction('create tabel oops (id int);')).toBe(false);
  });
});
