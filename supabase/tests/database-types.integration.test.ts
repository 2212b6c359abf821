// The committed Database type (packages/session/src/database/database.types.ts) is what the
// migrations produce: regenerated here from a freshly migrated database and compared, so a
// migration that changes the public schema fails CI until `pnpm db:types` is run. The generator's
// rules (nullability, defaults, generated columns, numeric, json, arrays, enums, relationships,
// function arguments and results, composite types) are checked on a small schema made for the test.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { OUTPUT_FILE, generateDatabaseTypes } from '../../scripts/db-types.mjs';

let backend: TestBackend;

/** The first line where two texts differ, to say what changed in the message. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const index = a.findIndex((line, i) => line !== b[i]);
  const at = index === -1 ? a.length : index;
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '<end>')}, generated ${JSON.stringify(b[at] ?? '<end>')}`;
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.admin.query(`
    create schema db_types_fixture;
    create type db_types_fixture.mood as enum ('calm', 'busy');
    create table db_types_fixture.parents (id uuid primary key default gen_random_uuid(), name text not null);
    create table db_types_fixture.children (
      id bigint generated always as identity primary key,
      parent_id uuid not null unique references db_types_fixture.parents (id),
      amount numeric(14,2) not null,
      note text,
      tags text[] not null default '{}',
      details jsonb,
      mood db_types_fixture.mood not null default 'calm',
      kind text not null check (kind in ('a', 'b')),
      doubled numeric generated always as (amount * 2) stored,
      happened_on date not null default current_date
    );
    create view db_types_fixture.child_notes as select id, note from db_types_fixture.children;
    create function db_types_fixture.children_of(p_parent uuid, p_limit int default 10)
      returns table (id bigint, amount numeric) language sql as $$ select id, amount from db_types_fixture.children where parent_id = p_parent limit p_limit $$;
    create function db_types_fixture.notes_of(p_parent uuid)
      returns table (note text) language sql as $$ select note from db_types_fixture.children where parent_id = p_parent $$;
    create function db_types_fixture.touch() returns trigger language plpgsql as $$ begin return new; end $$;
    create type db_types_fixture.money_totals as (budget text, spent numeric);
    create type db_types_fixture.child_page as (
      total bigint, totals db_types_fixture.money_totals, rows db_types_fixture.children[], moods db_types_fixture.mood[], notes text[]
    );
    create function db_types_fixture.page_of_children(p_parent uuid) returns db_types_fixture.child_page language sql as
      $$ select 0::bigint, null::db_types_fixture.money_totals, array[]::db_types_fixture.children[], array[]::db_types_fixture.mood[], array[]::text[] $$;
    create function db_types_fixture.totals_by_parent() returns setof db_types_fixture.money_totals language sql as
      $$ select null::text, 0::numeric $$;
  `);
});

afterAll(async () => {
  await backend?.stop();
});

describe('database types', () => {
  it('the committed file equals what the migrations generate (run pnpm db:types)', async () => {
    const generated = await generateDatabaseTypes((sql, params) => backend.admin.query(sql, params));
    const committed = readFileSync(OUTPUT_FILE, 'utf8');
    const message = `packages/session/src/database/database.types.ts is out of date with supabase/migrations: run pnpm db:types and commit the file (${committed === generated ? '' : firstDifference(committed, generated)})`;
    expect(committed === generated, message).toBe(true);
  });

  it('rows, inserts and updates follow nullability, defaults and generated columns', async () => {
    const text = await generateDatabaseTypes((sql, params) => backend.admin.query(sql, params), { schema: 'db_types_fixture' });
    const table = text.slice(text.indexOf('      children: {'), text.indexOf('      parents: {'));
    const block = (name: string) => table.slice(table.indexOf(`${name}: {`), table.indexOf('}', table.indexOf(`${name}: {`)));
    expect(block('Row')).toContain('amount: number\n');
    expect(block('Row')).toContain('note: string | null');
    expect(block('Row')).toContain('tags: string[]');
    expect(block('Row')).toContain('details: Json | null');
    expect(block('Row')).toContain('mood: Database["public"]["Enums"]["mood"]');
    expect(block('Row')).toContain('kind: string\n');
    expect(block('Row')).toContain('happened_on: string\n');
    expect(block('Insert')).toContain('amount: number | string\n');
    expect(block('Insert')).toContain('parent_id: string\n');
    expect(block('Insert')).toContain('id?: number');
    expect(block('Insert')).toContain('note?: string | null');
    expect(block('Insert')).toContain('happened_on?: string');
    expect(block('Insert')).toContain('doubled?: never');
    expect(block('Update')).toContain('parent_id?: string');
    expect(text).toContain('mood: "calm" | "busy"');
  });

  it('relationships, views and functions are described as the Supabase CLI does', async () => {
    const text = await generateDatabaseTypes((sql, params) => backend.admin.query(sql, params), { schema: 'db_types_fixture' });
    expect(text).toContain(
      [
        '            foreignKeyName: "children_parent_id_fkey"',
        '            columns: ["parent_id"]',
        '            isOneToOne: true',
        '            referencedRelation: "parents"',
        '            referencedColumns: ["id"]',
      ].join('\n'),
    );
    const views = text.slice(text.indexOf('    Views: {'), text.indexOf('    Functions: {'));
    expect(views).toContain('child_notes: {\n        Row: {\n          id: number | null\n          note: string | null\n        }\n        Relationships: []');
    const functions = text.slice(text.indexOf('    Functions: {'), text.indexOf('    Enums: {'));
    expect(functions).toContain('children_of: {\n        Args: {\n          p_parent: string\n          p_limit?: number\n        }');
    expect(functions).toContain('Returns: {\n          id: number | null\n          amount: number | null\n        }[]');
    expect(functions, 'a one-column table is a list of objects too').toContain('notes_of: {\n        Args: {\n          p_parent: string\n        }\n        Returns: {\n          note: string | null\n        }[]');
    expect(functions, 'trigger functions are not callable through the API').not.toContain('touch');
  });

  it('composite types are described in declared order with nullable attributes, and functions returning them reference them', async () => {
    const text = await generateDatabaseTypes((sql, params) => backend.admin.query(sql, params), { schema: 'db_types_fixture' });
    const composites = text.slice(text.indexOf('    CompositeTypes: {'), text.indexOf('\n}\n', text.indexOf('    CompositeTypes: {')));
    expect(composites).toContain(
      [
        '      child_page: {',
        '        total: number | null',
        '        totals: Database["public"]["CompositeTypes"]["money_totals"] | null',
        '        rows: Database["public"]["Tables"]["children"]["Row"][] | null',
        '        moods: Database["public"]["Enums"]["mood"][] | null',
        '        notes: string[] | null',
        '      }',
        '      money_totals: {',
        '        budget: string | null',
        '        spent: number | null',
        '      }',
      ].join('\n'),
    );
    const functions = text.slice(text.indexOf('    Functions: {'), text.indexOf('    Enums: {'));
    expect(functions).toContain('page_of_children: {\n        Args: {\n          p_parent: string\n        }\n        Returns: Database["public"]["CompositeTypes"]["child_page"]\n      }');
    expect(functions).toContain('totals_by_parent: {\n        Args: never\n        Returns: Database["public"]["CompositeTypes"]["money_totals"][]\n      }');
    expect(text).toContain('export type CompositeTypes<T extends keyof PublicSchema["CompositeTypes"]> = PublicSchema["CompositeTypes"][T]');
  });
});
