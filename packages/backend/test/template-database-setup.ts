// The vitest global setup of every package whose tests start backends: once per run, a throw-away
// embedded Postgres cluster (or the server MB_TEST_POSTGRES_URL names) and on it the migrated
// template database that each startTestBackend() copies (template-database.ts), new or, with
// MB_TEST_TEMPLATE_UPGRADED_FROM, an earlier release's installation upgraded. Test files see
// both through the environment, which vitest hands to its workers after this setup has run.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import type { EmbeddedPostgresServer } from '../src/db/embedded-postgres.ts';
import { freePort } from '../src/db/free-port.mjs';
import { TEST_BACKEND_CONFIG } from './start-test-backend.ts';
import { SERVER_URL_VARIABLE, TEMPLATE_VARIABLE, UPGRADED_FROM_VARIABLE, createTemplateDatabase, dropTemplateDatabase } from './template-database.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const given = process.env[SERVER_URL_VARIABLE];
  let root: string | undefined;
  let cluster: EmbeddedPostgresServer | undefined;
  if (!given) {
    root = mkdtempSync(path.join(os.tmpdir(), 'mb-test-run-'));
    // mkdtemp makes the folder 0700; the postgres user must be able to walk through it.
    chmodSync(root, 0o755);
    try {
      cluster = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres'), port: await freePort(), durable: false });
    } catch (error) {
      rmSync(root, { recursive: true, force: true });
      throw error;
    }
  }
  const serverUrl = given ?? cluster?.ownerUrl ?? '';
  const teardown = async (): Promise<void> => {
    if (cluster) await cluster.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  };
  let template: string;
  try {
    template = await createTemplateDatabase(serverUrl, TEST_BACKEND_CONFIG, process.env[UPGRADED_FROM_VARIABLE] || undefined);
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env[SERVER_URL_VARIABLE] = serverUrl;
  process.env[TEMPLATE_VARIABLE] = template;
  return async () => {
    // A server that outlives the run keeps nothing of it; an embedded cluster goes as a whole.
    if (given) await dropTemplateDatabase(serverUrl, template);
    await teardown();
  };
}
