// The stage runner behind `pnpm test:all`: stages run in order, the first failure stops the run with
// that stage's exit code, and the closing table names every stage with its outcome.
import { describe, expect, it } from 'vitest';
import { formatDurations, runStages } from './stages.mjs';
import type { Stage } from './stages.mjs';

function node(name: string, code: number): Stage {
  return [name, process.execPath, ['-e', `process.exit(${code})`]];
}

describe('runStages', () => {
  it('runs every stage in order when all pass', async () => {
    const { code, results } = await runStages([node('lint', 0), node('unit', 0)], { stdio: 'ignore' });
    expect(code).toBe(0);
    expect(results.map((result) => [result.name, result.code])).toEqual([['lint', 0], ['unit', 0]]);
  });

  it('stops at the first failing stage and exits with its code', async () => {
    const { code, results } = await runStages([node('lint', 0), node('unit', 3), node('build', 0)], { stdio: 'ignore' });
    expect(code).toBe(3);
    expect(results.map((result) => result.name)).toEqual(['lint', 'unit']);
  });

  it('fails a stage whose command cannot start', async () => {
    const { code } = await runStages([['missing', '/nonexistent/command', []]], { stdio: 'ignore' });
    expect(code).toBe(127);
  });
});

describe('formatDurations', () => {
  it('lists each stage run with its duration and outcome, the ones not run, and the total', () => {
    const table = formatDurations(
      [
        { name: 'lint', ms: 12_340, code: 0 },
        { name: 'typecheck', ms: 61_000, code: 2 },
      ],
      ['unit'],
    );
    expect(table.split('\n')).toEqual([
      'Stage durations:',
      '  lint          12.3 s  passed',
      '  typecheck     61.0 s  failed (exit 2)',
      '  unit               -  not run',
      '  total         73.3 s',
    ]);
  });
});
