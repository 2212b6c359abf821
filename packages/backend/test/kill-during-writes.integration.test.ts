// Kill -9 the backend (Node and its Postgres, one process group) while several clients post journal
// entries, start it again on the same data folder, and every write the API acknowledged is there
// and every ledger balances (durable Postgres: fsync and synchronous commit on).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackendProcess } from './backend-process.ts';
import type { BackendProcess } from './backend-process.ts';
import { auditLedger, createTenant, postEntry } from './ledger-workload.ts';
import type { Tenant } from './ledger-workload.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'mb-kill-test-'));
// mkdtemp makes 0700; the postgres user must be able to walk through it.
chmodSync(root, 0o755);
const folders = { dataDir: path.join(root, 'postgres'), storageDir: path.join(root, 'storage') };
const running: BackendProcess[] = [];

afterAll(async () => {
  for (const backend of running) await backend.stop().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

describe('kill -9 during concurrent writes', () => {
  it('keeps every acknowledged journal entry and a balanced ledger across kill -9 and restart', async () => {
    const first = await startBackendProcess(folders);
    running.push(first);
    const tenants: Tenant[] = [];
    for (const label of ['a', 'b', 'c']) tenants.push(await createTenant(first, `kill-${label}`));

    const acknowledged: string[] = [];
    let attempted = 0;
    let writing = true;
    const writer = async (worker: number): Promise<void> => {
      for (let i = 0; writing; i += 1) {
        const tenant = tenants[(worker + i) % tenants.length];
        if (!tenant) return;
        const reference = `kill-${worker}-${i}`;
        attempted += 1;
        if (await postEntry(first, tenant, reference, 100 + ((worker * 7919 + i * 104729) % 99_900))) acknowledged.push(reference);
      }
    };
    const writers = Array.from({ length: 12 }, (_, worker) => writer(worker));
    // Kill in the middle of the stream: after a good number of writes were acknowledged.
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    await first.kill9();
    writing = false;
    await Promise.all(writers);
    expect(attempted).toBeGreaterThan(acknowledged.length);

    const second = await startBackendProcess({ ...folders, apiPort: first.apiPort, pgPort: first.pgPort, jwtSecret: first.jwtSecret });
    running.push(second);
    const audit = await auditLedger(
      second.ownerUrl,
      tenants.map((tenant) => tenant.organizationId),
      acknowledged,
    );
    expect(audit.missing).toEqual([]);
    expect(audit.unbalanced).toEqual([]);
    expect(audit.present).toBe(acknowledged.length);

    // And the restarted backend takes writes again with the same sessions.
    const [tenant] = tenants;
    if (!tenant) throw new Error('no tenant');
    expect(await postEntry(second, tenant, 'after-restart', 1234)).toBe(true);
  });
});
