// Child-process supervision for `pnpm start`, `pnpm dev` and `pnpm bench`: each child runs `node`
// directly in its own process group (never through pnpm's .bin shell wrappers, which leave their node
// child running when killed), its output is prefixed with a name, and stopAll() ends every group.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPortFree } from '../../packages/backend/src/db/free-port.mjs';

const children = new Set();

const COLOURS = [36, 35, 33, 32, 34, 91, 92, 93, 94, 95];
let colourIndex = 0;

function prefixLines(name, stream, target) {
  const colour = COLOURS[colourIndex++ % COLOURS.length];
  const label = process.stdout.isTTY ? `\u001b[${colour}m${name.padEnd(16)}\u001b[0m` : name.padEnd(16);
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${label} ${pending}\n`);
  });
}

/**
 * Starts `node <args>` as a supervised child in its own process group. Options: cwd, env, name,
 * onLine (called with each stdout/stderr line, e.g. to spot a ready line), quiet (do not echo output).
 * Returns { child, name, exited } where `exited` resolves with the exit code (or signal name).
 */
export function spawnNode(name, args, { cwd, env, onLine, quiet = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const entry = { child, name, exited: undefined };
  entry.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(entry);
      resolve(code ?? signal ?? 'unknown');
    });
    child.on('error', (error) => {
      children.delete(entry);
      resolve(`spawn error: ${error.message}`);
    });
  });
  children.add(entry);
  if (onLine) {
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
    }
  }
  if (!quiet) {
    prefixLines(name, child.stdout, process.stdout);
    prefixLines(name, child.stderr, process.stderr);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  return entry;
}

function signalGroup(entry, signal) {
  try {
    // A negative pid signals the whole process group: the node child and anything it started.
    process.kill(-entry.child.pid, signal);
  } catch {
    // Already gone.
  }
}

function signalChild(entry, signal) {
  try {
    process.kill(entry.child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops one supervised child: SIGTERM to the child itself first, so it stops what it owns in order
 * (the backend stops its Postgres cleanly); then SIGTERM to leftovers of its group, or SIGKILL to the
 * whole group when it has not exited after `graceMs`.
 */
export async function stopChild(entry, graceMs = 10000) {
  const running = entry.child.exitCode === null && entry.child.signalCode === null;
  if (running) signalChild(entry, 'SIGTERM');
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  const result = await Promise.race([entry.exited, timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    signalGroup(entry, 'SIGKILL');
    console.error(`${entry.name} did not stop within ${graceMs} ms: killed.`);
    return;
  }
  // Grandchildren that outlived their parent (a dev server's workers, say).
  signalGroup(entry, 'SIGTERM');
}

/** Stops every child started through spawnNode(), in parallel. */
export async function stopAll(graceMs) {
  await Promise.all([...children].map((entry) => stopChild(entry, graceMs)));
}

/** Throws one clear message naming every taken port, so nothing is started half-way. */
export async function assertPortsFree(entries) {
  const taken = [];
  for (const { port, what } of entries) {
    if (!(await isPortFree(port))) taken.push(`${port} (${what})`);
  }
  if (taken.length > 0) {
    throw new Error(
      `Port${taken.length > 1 ? 's' : ''} already in use: ${taken.join(', ')}.\n` +
        'Another `pnpm start` or `pnpm dev` may be running: stop it (Ctrl-C) or free the port, then retry.',
    );
  }
}

/** Resolves once something accepts TCP connections on localhost:port; rejects after timeoutMs or when `abort` resolves first. */
export async function waitForPort(port, { timeoutMs = 60000, abort } = {}) {
  const deadline = Date.now() + timeoutMs;
  let aborted;
  abort?.then((reason) => {
    aborted = reason ?? 'aborted';
  });
  while (Date.now() < deadline) {
    if (aborted !== undefined) throw new Error(`stopped before port ${port} opened (${aborted})`);
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host: 'localhost' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listened on port ${port} within ${Math.round(timeoutMs / 1000)} s`);
}

/** The JavaScript file of a package's bin, resolved from `fromDir`, so it can be run with `node` directly. */
export function resolveBin(fromDir, packageName, binName) {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[binName ?? packageName.split('/').pop()];
  if (!bin) throw new Error(`${packageName} has no bin ${binName ?? ''}`);
  return path.join(path.dirname(manifestPath), bin);
}

/** Stops every child, then exits with `code`: the way out after an error once children may be running. */
export async function stopAllAndExit(code) {
  await stopAll();
  process.exit(code);
}

/** Runs stopAll() on SIGINT/SIGTERM and exits; a second Ctrl-C kills at once. */
export function stopAllOnSignals(beforeExit) {
  let stopping = false;
  const handler = async (signal) => {
    if (stopping) {
      for (const entry of children) signalGroup(entry, 'SIGKILL');
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal}: stopping everything...`);
    try {
      await beforeExit?.();
    } finally {
      await stopAll();
      console.log('All processes stopped.');
      process.exit(0);
    }
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
  // If this script exits any other way, do not leave children behind (SIGTERM: they still stop cleanly).
  process.on('exit', () => {
    for (const entry of children) signalChild(entry, 'SIGTERM');
  });
}
