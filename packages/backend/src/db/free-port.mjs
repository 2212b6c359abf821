// Free TCP ports: one on 127.0.0.1 asked of the kernel (for a Postgres, which cannot listen on
// port 0), a block of consecutive ones (for app servers configured from one base port), and whether
// a given port is free. Plain JavaScript so the backend, the test harness and the scripts run by
// plain node share this one copy.
import net from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

/**
 * True when nothing listens on the port, on any interface, and we can bind it ourselves.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive free ports, picked at random in 20000-49999.
 * @param {number} count
 * @returns {Promise<number>}
 */
export async function freePortBlock(count) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20000 + Math.floor(Math.random() * 30000);
    const free = await Promise.all(Array.from({ length: count }, (_, index) => isPortFree(base + index)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`found no block of ${count} free ports`);
}
