// A small pool of worker threads for bcrypt (hash-worker.mjs): a comparison costs ~50-100 ms of
// CPU, and on the main thread a flood of sign-ins would stall every other request.
// Workers start on first use, are unref'd (they never keep the process alive) and are replaced
// when one dies; jobs wait in a FIFO queue when all are busy.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

type JobInput = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
type Job = JobInput & { id: number };
type Reply = { id: number; result?: string | boolean; error?: string };
type Pending = { job: Job; resolve: (value: string | boolean) => void; reject: (error: Error) => void };

const WORKER_FILE = new URL('./hash-worker.mjs', import.meta.url);

/**
 * One worker per core but one, at least one, at most four: the remaining core keeps the main
 * thread and Postgres answering while a flood of sign-ins saturates the others.
 */
export const HASH_POOL_SIZE = Math.max(1, Math.min(4, os.availableParallelism() - 1));

const idle: Worker[] = [];
const busy = new Map<Worker, Pending>();
const queue: Pending[] = [];
let workerCount = 0;
let nextId = 1;

function spawn(): Worker {
  const worker = new Worker(WORKER_FILE);
  worker.unref();
  workerCount += 1;
  worker.on('message', (reply: Reply) => {
    const pending = busy.get(worker);
    busy.delete(worker);
    if (pending) {
      if (reply.error !== undefined || reply.result === undefined) pending.reject(new Error(reply.error ?? 'bcrypt worker answered nothing'));
      else pending.resolve(reply.result);
    }
    idle.push(worker);
    drain();
  });
  const retire = (error: Error): void => {
    workerCount -= 1;
    const index = idle.indexOf(worker);
    if (index >= 0) idle.splice(index, 1);
    const pending = busy.get(worker);
    busy.delete(worker);
    pending?.reject(error);
    drain();
  };
  worker.on('error', retire);
  worker.on('exit', (code) => {
    if (busy.has(worker) || idle.includes(worker)) retire(new Error(`bcrypt worker exited with ${code}`));
  });
  return worker;
}

function drain(): void {
  while (queue.length > 0) {
    const worker = idle.pop() ?? (workerCount < HASH_POOL_SIZE ? spawn() : undefined);
    if (!worker) return;
    const pending = queue.shift();
    if (!pending) {
      idle.push(worker);
      return;
    }
    busy.set(worker, pending);
    worker.postMessage(pending.job);
  }
}

function run(job: JobInput): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    queue.push({ job: { ...job, id: nextId++ }, resolve, reject });
    drain();
  });
}

export async function bcryptHash(password: string, cost: number): Promise<string> {
  const result = await run({ op: 'hash', password, cost });
  if (typeof result !== 'string') throw new Error('bcrypt worker returned no hash');
  return result;
}

/**
 * Ends the workers that have no job. A stopping backend calls it: an unref'd worker should not keep
 * the process alive, but once other native handles have come and gone (Playwright in a bench) its
 * message port did, and the process never ended. A worker with a job finishes it; the next job
 * starts a new worker, so a second backend in the same process loses nothing.
 */
export async function endIdleHashWorkers(): Promise<void> {
  const ending = idle.splice(0, idle.length);
  workerCount -= ending.length;
  await Promise.all(ending.map((worker) => worker.terminate()));
}

export async function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', password, hash })) === true;
}
