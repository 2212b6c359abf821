// File discovery of the migration runner: order, versions and names, as the Supabase CLI reads them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listMigrations } from './migrations.ts';

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

  it('reads a baseline\'s header: the last migration it replaces', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mb-list-'));
    writeFileSync(path.join(dir, '20240301000000_baseline.sql'), '-- The tables.\n--\n-- baseline-of: 20240201000000\n\ncreate table t (id int);\n-- baseline-of: not-in-the-header\n');
    writeFileSync(path.join(dir, '20240302000000_more.sql'), 'create table u (id int);\n-- baseline-of: 20240301000000\n');
    expect(listMigrations(dir).map(({ file, baselineOf }) => ({ file, baselineOf }))).toEqual([
      { file: '20240301000000_baseline.sql', baselineOf: '20240201000000' },
      { file: '20240302000000_more.sql', baselineOf: undefined },
    ]);
  });

  it('treats a missing folder as no migrations', () => {
    expect(listMigrations(path.join(os.tmpdir(), 'mb-does-not-exist-folder'))).toEqual([]);
  });
});
