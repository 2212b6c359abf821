// The bcrypt worker of hash-pool.ts: runs bcryptjs's synchronous hash/compare off the main thread.
// Plain JavaScript so it starts without a TypeScript loader (under tsx, vitest or plain node).
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
