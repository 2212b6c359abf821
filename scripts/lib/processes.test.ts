// Unit tests of the child-process supervision behind `pnpm start` / `pnpm dev`: a stopped child
// takes what it started with it, a child that ignores SIGTERM is killed, taken ports are named.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortsFree, spawnNode, stopAll, stopChild, waitForPort } from './processes.mjs';
import { isPortFree } from '../../packages/backend/src/db/free-port.mjs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function eventually(check: () => boolean, timeoutMs = 10000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

/** A node child that starts a long-lived grandchild (as a shell wrapper or a dev server would) and prints its pid. */
const PARENT_WITH_GRANDCHILD = `
  const { spawn } = require('node:child_process');
  const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  console.log('grandchild ' + grandchild.pid);
  setInterval(() => {}, 1000);
`;

const servers: Server[] = [];

afterEach(async () => {
  await stopAll(2000);
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listen(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    servers.push(server);
    server.listen(0, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('spawnNode and stopChild', () => {
  it('stopping a child also ends the processes it started', async () => {
    let grandchildPid = 0;
    const entry = spawnNode('parent', ['-e', PARENT_WITH_GRANDCHILD], {
      quiet: true,
      onLine: (line) => {
        const match = /^grandchild (\d+)$/.exec(line);
        if (match) grandchildPid = Number(match[1]);
      },
    });
    expect(await eventually(() => grandchildPid > 0)).toBe(true);
    const parentPid = entry.child.pid ?? 0;
    expect(isAlive(parentPid)).toBe(true);
    expect(isAlive(grandchildPid)).toBe(true);

    await stopChild(entry, 5000);
    expect(await eventually(() => !isAlive(parentPid))).toBe(true);
    expect(await eventually(() => !isAlive(grandchildPid))).toBe(true);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    let ready = false;
    const entry = spawnNode('stubborn', ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000);"], {
      quiet: true,
      onLine: (line) => {
        if (line === 'ready') ready = true;
      },
    });
    expect(await eventually(() => ready)).toBe(true);
    await stopChild(entry, 300);
    expect(await entry.exited).toBe('SIGKILL');
  });

  it('reports the exit code of a child that ends by itself', async () => {
    const entry = spawnNode('short', ['-e', 'process.exit(3)'], { quiet: true });
    expect(await entry.exited).toBe(3);
  });
});

describe('ports', () => {
  it('names every taken port in one message', async () => {
    const first = await listen();
    const second = await listen();
    expect(await isPortFree(first)).toBe(false);
    await expect(
      assertPortsFree([
        { port: first, what: 'shell' },
        { port: second, what: 'backend API' },
      ]),
    ).rejects.toThrow(`Ports already in use: ${first} (shell), ${second} (backend API).`);
  });

  it('waits until a port accepts connections, and gives up when told the process died', async () => {
    const port = await listen();
    await expect(waitForPort(port, { timeoutMs: 2000 })).resolves.toBeUndefined();
    const free = await listen();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    await expect(waitForPort(free, { timeoutMs: 5000, abort: Promise.resolve('backend exited with 1') })).rejects.toThrow('backend exited with 1');
  });
});
