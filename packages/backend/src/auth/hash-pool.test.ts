// The bcrypt worker pool lets its process end: a stopping backend ends the idle workers (their
// message ports once kept a bench alive after its last figure), and hashing still works after.
import { describe, expect, it } from 'vitest';
import { bcryptCompare, bcryptHash, endIdleHashWorkers } from './hash-pool.ts';

function openMessagePorts(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === 'MessagePort').length;
}

describe('hash pool', () => {
  it('ends its idle workers, so their message ports no longer hold the process', async () => {
    const before = openMessagePorts();
    await bcryptHash('a-password-to-hash', 4);
    expect(openMessagePorts()).toBeGreaterThan(before);
    await endIdleHashWorkers();
    expect(openMessagePorts()).toBe(before);
  });

  it('hashes again after its workers were ended', async () => {
    await endIdleHashWorkers();
    const hash = await bcryptHash('another-password', 4);
    expect(await bcryptCompare('another-password', hash)).toBe(true);
    await endIdleHashWorkers();
  });
});
