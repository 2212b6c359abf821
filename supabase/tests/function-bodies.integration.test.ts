// Every function body is valid SQL for the server it runs on. Start-up applies the schema files with
// check_function_bodies off (a function may call one defined in a later file), so a body that only
// a newer PostgreSQL parses would pass start-up and fail when first called. Here each function file
// runs again, once every object exists, with the check on: SQL functions are parsed and analysed,
// PL/pgSQL ones compiled (their statements parsed). Nothing is kept.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSchemaFiles } from '@missionbase/backend/src/db/schema-files';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';

const SCHEMAS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('function bodies', () => {
  it('compile on this server with check_function_bodies on, every function file', async () => {
    const files = listSchemaFiles(SCHEMAS).filter((file) => file.kind === 'functions');
    expect(files.length).toBeGreaterThan(200);
    const client = new pg.Client({ connectionString: backend.databaseUrl });
    await client.connect();
    const refused: string[] = [];
    try {
      await client.query('begin');
      await client.query('set local check_function_bodies = on');
      for (const file of files) {
        await client.query('savepoint body');
        try {
          await client.query(file.sql);
        } catch (error) {
          refused.push(`${file.path}: ${error instanceof Error ? error.message : String(error)}`);
        }
        await client.query('rollback to savepoint body');
      }
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
    expect(refused).toEqual([]);
  });
});
