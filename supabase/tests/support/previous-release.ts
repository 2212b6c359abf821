// The previous release's migrations, as that release shipped them (the files the baseline replaces),
// kept gzipped as a fixture: an upgrade test builds an installation of that release from them, and the
// set-based list tests read the first definitions of their functions there to compare answers with.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const FIXTURE = new URL('../fixtures/previous-release-migrations.json.gz', import.meta.url);

export interface ShippedMigration {
  file: string;
  sql: string;
}

let cached: ShippedMigration[] | undefined;

/** Every migration of the previous release, in order. */
export function previousReleaseMigrations(): ShippedMigration[] {
  cached ??= JSON.parse(gunzipSync(readFileSync(FIXTURE)).toString('utf8')) as ShippedMigration[];
  return cached;
}

/** The text of one of them, by file name (`20261125011200_pledges.sql`). */
export function previousReleaseMigration(file: string): string {
  const found = previousReleaseMigrations().find((migration) => migration.file === file);
  if (!found) throw new Error(`The previous release has no migration ${file}`);
  return found.sql;
}
