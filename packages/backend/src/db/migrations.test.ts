// File discovery of the migration runner: order, versions and names, as the Supabase CLI reads them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listMigrations, managesOwnTransaction } from './migrations.ts';

let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('listMigrations', () => {
  it('sorts by file name in byte order and splits version and name at the first underscore', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mb-list-'));
    for (const file of ['20240102000000_b_two.sql', '20240101000000_a.sql', 'Z_upper.sql', 'notes.txt', '20240101000000a_x.sql']) {
      writeFileSync(path.join(dir, file), `-- ${file}`);
    }
    expect(listMigrations(dir).map(({ file, version, name }) => ({ file, version, name }))).toEqual([
      { file: '20240101000000_a.sql', version: '20240101000000', name: 'a' },
      { file: '20240101000000a_x.sql', version: '20240101000000a', name: 'x' },
      { file: '20240102000000_b_two.sql', version: '20240102000000', name: 'b_two' },
      { file: 'Z_upper.sql', version: 'Z', name: 'upper' },
    ]);
  });

  it('treats a missing folder as no migrations', () => {
    expect(listMigrations(path.join(os.tmpdir(), 'mb-does-not-exist-folder'))).toEqual([]);
  });
});

describe('managesOwnTransaction', () => {
  it('spots begin/commit statements outside function bodies', () => {
    expect(managesOwnTransaction('begin;\ncreate table a (id int);\ncommit;')).toBe(true);
    expect(managesOwnTransaction('create table a (id int); COMMIT ;')).toBe(true);
    expect(managesOwnTransaction('start transaction; create table a (id int);')).toBe(true);
  });

  it('ignores plpgsql blocks, dollar-quoted bodies and comments', () => {
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
      create function g() returns int language sql begin atomic select 1; end;`;
    expect(managesOwnTransaction(sql)).toBe(false);
  });
});
