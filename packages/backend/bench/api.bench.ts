// `pnpm bench:api`: latency (p50/p99) and throughput of the Data API gateway for a filtered REST
// list of 100 rows and for an RPC, at 1, 10 and 50 concurrent clients, next to a bare Node + pg
// server running the same SQL in the same run, so the gateway's overhead reads as a ratio. The
// budget: the gateway's p50 at most 1.5x the bare server's at 1 and 10 clients (PASS/OVER).
// Throw-away backend on loopback, bounded request counts; it stops by itself.
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { signJwt } from '../src/auth/jwt.ts';
import { runBench } from './bench-organization.ts';
import { startTestBackend } from '../test/start-test-backend.ts';

const CONCURRENCY = [1, 10, 50] as const;
const WARMUP_REQUESTS = 200;
/** Requests per measurement: bounded, and large enough for a meaningful p99. */
const REQUESTS = 2_000;
const ROWS = 20_000;
const ORGS = 100;
/** The gateway's budget: gateway p50 / bare p50 at most this, at these client counts. */
const P50_RATIO_BUDGET = 1.5;
const BUDGET_CLIENTS: readonly number[] = [1, 10];

interface Target {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  body: string | undefined;
  headers: Record<string, string>;
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
}

/** One HTTP request on a keep-alive agent; resolves with the latency in ms. Fails on a non-2xx. */
function timedRequest(agent: http.Agent, target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.request(
      { host: '127.0.0.1', port: target.port, method: target.method, path: target.path, agent, headers: target.headers },
      (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 300) reject(new Error(`${target.path}: HTTP ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - start) / 1e6);
        });
      },
    );
    req.on('error', reject);
    req.end(target.body);
  });
}

async function measure(target: Target, concurrency: number, requests: number): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let issued = 0;
  const started = process.hrtime.bigint();
  const worker = async (): Promise<void> => {
    while (issued < requests) {
      issued += 1;
      latencies.push(await timedRequest(agent, target));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / seconds };
}

/** The baseline: a bare Node HTTP server that runs one fixed statement per request on a pg pool. */
async function startBaseline(databaseUrl: string, poolSize: number): Promise<{ port: number; stop(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // Connections cut when the throw-away backend stops are expected, not a failure.
  pool.on('error', () => undefined);
  const statements: Record<string, { text: string; values: (url: URL, body: string) => unknown[] }> = {
    '/list': {
      // The statement the gateway builds for the same list, minus role switching and claims.
      text: `select coalesce(json_agg(r), '[]')::text as body from (select id, name, amount from public.bench_items where org = $1 order by id limit 100) r`,
      values: (url) => [url.searchParams.get('org')],
    },
    '/rpc': {
      text: `select to_json(public.bench_org_total(p_org := $1))::text as body`,
      values: (_url, body) => [(JSON.parse(body) as { p_org: number }).p_org],
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const statement = statements[url.pathname];
      if (statement === undefined) {
        res.writeHead(404).end();
        return;
      }
      pool
        .query<{ body: string }>(statement.text, statement.values(url, Buffer.concat(chunks).toString('utf8')))
        .then((result) => {
          res.writeHead(200, { 'content-type': 'application/json' }).end(result.rows[0]?.body ?? 'null');
        })
        .catch((error: unknown) => {
          res.writeHead(500).end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

function format(n: number, digits = 2): string {
  return n.toFixed(digits).padStart(9);
}

async function main(): Promise<void> {
  console.log(`Data API gateway benchmark: Node ${process.version}, ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'unknown'}), ${REQUESTS} requests per cell`);
  const backend = await startTestBackend();
  const baseline = await startBaseline(backend.databaseUrl, 20);
  try {
    await backend.admin.query(`
      create table public.bench_items (id bigint primary key, org int not null, name text not null, amount numeric(14,2) not null);
      insert into public.bench_items select g, g % ${ORGS}, 'item ' || g, (g % 997) * 1.25 from generate_series(1, ${ROWS}) g;
      create index bench_items_org_id on public.bench_items (org, id);
      create function public.bench_org_total(p_org int) returns numeric language sql stable as
        'select coalesce(sum(amount), 0) from public.bench_items where org = p_org';
      analyze public.bench_items;
    `);
    const gatewayPort = new URL(backend.url).port;
    // A signed-in user's token, as the app sends it: role `authenticated` with its claims (the anonymous
    // role may hold only half of the pool, so 50 anonymous clients would be answered 503 by design).
    const now = Math.floor(Date.now() / 1000);
    const userToken = signJwt({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated', email: 'bench@example.org', iat: now, exp: now + 3600 }, backend.jwtSecret);
    const auth = { apikey: backend.anonKey, authorization: `Bearer ${userToken}` };
    const scenarios: Array<{ name: string; gateway: Target; baseline: Target }> = [
      {
        name: 'REST list, 100 rows',
        gateway: { port: Number(gatewayPort), method: 'GET', path: '/rest/v1/bench_items?select=id,name,amount&org=eq.7&order=id&limit=100', body: undefined, headers: auth },
        baseline: { port: baseline.port, method: 'GET', path: '/list?org=7', body: undefined, headers: {} },
      },
      {
        name: 'RPC (sum over 200 rows)',
        gateway: { port: Number(gatewayPort), method: 'POST', path: '/rest/v1/rpc/bench_org_total', body: '{"p_org":7}', headers: { ...auth, 'content-type': 'application/json' } },
        baseline: { port: baseline.port, method: 'POST', path: '/rpc', body: '{"p_org":7}', headers: { 'content-type': 'application/json' } },
      },
    ];
    console.log('');
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; budget: gateway p50 <= ${P50_RATIO_BUDGET}x the bare server's at ${BUDGET_CLIENTS.join(' and ')} clients`);
    console.log('scenario                  clients |  gateway p50    p99 ms      req/s |  baseline p50   p99 ms      req/s | p50 ratio  req/s ratio | budget');
    for (const scenario of scenarios) {
      for (const concurrency of CONCURRENCY) {
        await measure(scenario.gateway, concurrency, WARMUP_REQUESTS);
        await measure(scenario.baseline, concurrency, WARMUP_REQUESTS);
        const gateway = await measure(scenario.gateway, concurrency, REQUESTS);
        const bare = await measure(scenario.baseline, concurrency, REQUESTS);
        const ratio = gateway.p50 / bare.p50;
        const verdict = BUDGET_CLIENTS.includes(concurrency) ? (ratio <= P50_RATIO_BUDGET ? 'PASS' : 'OVER') : '-';
        console.log(
          `${scenario.name.padEnd(26)}${String(concurrency).padStart(6)} |${format(gateway.p50)}${format(gateway.p99)}${format(gateway.rps, 0)} |${format(bare.p50)}${format(bare.p99)}${format(bare.rps, 0)} |${format(ratio)}x${format(gateway.rps / bare.rps)}x | ${verdict}`,
        );
      }
    }
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await baseline.stop();
    await backend.stop();
  }
}

runBench(main);
