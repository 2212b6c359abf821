// `pnpm bench:load`: a mixed product workload (sign-in, journal-entry list, organization bundle
// read, journal-entry insert) from many concurrent clients against a throw-away backend started as
// its own process on loopback. Prints requests, errors and p50/p95/p99 per operation, then audits
// the database: every acknowledged insert present, every ledger balanced. Exits 1 when any request
// failed or any write was lost or unbalanced (the bar is zero of each).
// MB_LOAD_CLIENTS (default 50, 1-200) and MB_LOAD_SECONDS (default 60, 1-600) size the run.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackendProcess } from '../test/backend-process.ts';
import { auditLedger, createTenant, postEntry, signIn } from '../test/ledger-workload.ts';
import type { Tenant } from '../test/ledger-workload.ts';

function bounded(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got ${raw}`);
  return n;
}

const CLIENTS = bounded('MB_LOAD_CLIENTS', 50, 1, 200);
const SECONDS = bounded('MB_LOAD_SECONDS', 60, 1, 600);
/** Organizations the clients share (several clients per tenant, as several people in one organization). */
const TENANTS = Math.max(1, Math.min(10, Math.ceil(CLIENTS / 5)));
/** Entries each tenant starts with, so lists and bundles read real pages. */
const SEED_ENTRIES = 40;

type Operation = 'sign-in' | 'list' | 'bundle' | 'insert';
/** The mix, in percent: mostly reads, a steady stream of writes, some sign-ins (bcrypt-heavy). */
const MIX: ReadonlyArray<readonly [Operation, number]> = [
  ['sign-in', 10],
  ['list', 35],
  ['bundle', 25],
  ['insert', 30],
];

interface Stats {
  latencies: number[];
  errors: number;
  firstErrors: string[];
}

const stats = new Map<Operation, Stats>(MIX.map(([op]) => [op, { latencies: [], errors: 0, firstErrors: [] }]));

function pick(random: number): Operation {
  let sum = 0;
  for (const [op, weight] of MIX) {
    sum += weight;
    if (random * 100 < sum) return op;
  }
  return 'list';
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mb-load-'));
  chmodSync(root, 0o755);
  console.log(`bench:load: ${CLIENTS} clients for ${SECONDS} s against a throw-away backend (loopback), ${TENANTS} organizations`);
  const backend = await startBackendProcess({
    dataDir: path.join(root, 'postgres'),
    storageDir: path.join(root, 'storage'),
    // Every client comes from 127.0.0.1: the per-address sign-in limit would otherwise refuse the load itself.
    env: { MB_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UP: '10000000/300' },
  });
  try {
    const tenants: Tenant[] = [];
    for (let i = 0; i < TENANTS; i += 1) tenants.push(await createTenant(backend, `load${i}`));
    const acknowledged: string[] = [];
    for (const [t, tenant] of tenants.entries()) {
      for (let i = 0; i < SEED_ENTRIES; i += 1) {
        const reference = `seed-${t}-${i}`;
        if (!(await postEntry(backend, tenant, reference, 1000 + i))) throw new Error(`seeding entry ${reference} failed`);
        acknowledged.push(reference);
      }
    }

    const deadline = Date.now() + SECONDS * 1000;
    const client = async (index: number): Promise<void> => {
      const tenant = tenants[index % tenants.length];
      if (!tenant) return;
      let token = tenant.accessToken;
      const auth = { apikey: backend.anonKey, authorization: '', 'content-type': 'application/json' };
      for (let i = 0; Date.now() < deadline; i += 1) {
        const op = pick(Math.random());
        const record = stats.get(op);
        if (!record) return;
        auth.authorization = `Bearer ${token}`;
        const started = process.hrtime.bigint();
        let failure: string | undefined;
        try {
          if (op === 'sign-in') {
            token = await signIn(backend, tenant.email, tenant.password);
          } else if (op === 'insert') {
            const reference = `load-${index}-${i}`;
            if (await postEntry(backend, { ...tenant, accessToken: token }, reference, 100 + ((index * 31 + i * 17) % 90_000))) acknowledged.push(reference);
            else failure = `insert ${reference} not acknowledged`;
          } else {
            const response =
              op === 'list'
                ? await fetch(
                    `${backend.url}/rest/v1/journal_entries?select=id,entry_date,description,reference,status&organization_id=eq.${tenant.organizationId}&order=entry_date.desc,id&limit=50`,
                    { headers: auth },
                  )
                : await fetch(`${backend.url}/rest/v1/rpc/get_organization_data`, {
                    method: 'POST',
                    headers: auth,
                    body: JSON.stringify({ p_organization_id: tenant.organizationId }),
                  });
            const body = await response.text();
            if (!response.ok) failure = `${op}: HTTP ${response.status} ${body.slice(0, 200)}`;
          }
        } catch (error) {
          failure = `${op}: ${error instanceof Error ? error.message : String(error)}`;
        }
        record.latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (failure !== undefined) {
          record.errors += 1;
          if (record.firstErrors.length < 3) record.firstErrors.push(failure);
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    const elapsed = (Date.now() - started) / 1000;

    const rows: string[][] = [['operation', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s']];
    let requests = 0;
    let errors = 0;
    for (const [op] of MIX) {
      const record = stats.get(op);
      if (!record) continue;
      const sorted = [...record.latencies].sort((a, b) => a - b);
      requests += sorted.length;
      errors += record.errors;
      rows.push([op, String(sorted.length), String(record.errors), ...[0.5, 0.95, 0.99].map((q) => percentile(sorted, q).toFixed(1)), (sorted.length / elapsed).toFixed(1)]);
    }
    rows.push(['total', String(requests), String(errors), '', '', '', (requests / elapsed).toFixed(1)]);
    const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
    for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
    for (const [op, record] of stats) for (const message of record.firstErrors) console.log(`  ${op} error: ${message}`);

    const audit = await auditLedger(
      backend.ownerUrl,
      tenants.map((tenant) => tenant.organizationId),
      acknowledged,
    );
    console.log(
      `writes: ${audit.acknowledged} acknowledged, ${audit.present} present, ${audit.missing.length} lost; ledgers: ${audit.unbalanced.length === 0 ? 'all balanced' : `${audit.unbalanced.length} unbalanced`}`,
    );
    for (const line of [...audit.missing.slice(0, 5), ...audit.unbalanced.slice(0, 5)]) console.log(`  ${line}`);
    const failed = errors > 0 || audit.missing.length > 0 || audit.unbalanced.length > 0 || audit.present !== audit.acknowledged;
    console.log(failed ? 'bench:load FAILED the bar (zero errors, zero lost or unbalanced writes)' : 'bench:load passed: zero errors, zero lost or unbalanced writes');
    process.exitCode = failed ? 1 : 0;
  } finally {
    await backend.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:load failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
