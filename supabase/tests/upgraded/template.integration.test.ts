// The upgraded run (vitest.upgraded.config.ts) really runs on an upgraded installation: its
// databases record every migration of the previous release and then this release's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '@missionbase/backend/src/db/migrations';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { previousReleaseMigrations } from '../support/previous-release.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('the upgraded template', () => {
  it('holds an installation of the previous release upgraded to this one', async () => {
    const recorded = await backend.admin.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    const versionOf = (file: string): string => file.split('_')[0] ?? file;
    const previous = previousReleaseMigrations().map((migration) => versionOf(migration.file));
    const current = listMigrations(MIGRATIONS).map((migration) => migration.version);
    expect(previous.length).toBeGreaterThan(1);
    expect(recorded.map((row) => row.version)).toEqual([...new Set([...previous, ...current])].sort());
  });
});
