// The stage runner behind `pnpm test:all`: stages run in order, the first failure stops the run with
// that stage's exit code, and the closing table names every stage with its outcome.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureDigest, formatDurations, runStages } from './stages.mjs';
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

  it('runs the stages of a group at the same time, each waiting for the other to have started', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'mb-stages-'));
    // Each stage leaves a mark, then waits (at most 20 s) for the other's: one after the other, the
    // first would give up and fail.
    const meet = (mine: string, theirs: string): Stage => [mine, process.execPath, ['-e', `
      const fs = require('node:fs');
      fs.writeFileSync(${JSON.stringify(path.join(folder, mine))}, '');
      const until = Date.now() + 20000;
      const wait = () => fs.existsSync(${JSON.stringify(path.join(folder, theirs))}) ? process.exit(0) : Date.now() > until ? process.exit(1) : setTimeout(wait, 20);
      wait();`]];
    try {
      const { code, results } = await runStages([[meet('lint', 'typecheck'), meet('typecheck', 'lint')], node('unit', 0)], { stdio: 'ignore' });
      expect(code).toBe(0);
      expect(results.map((result) => [result.name, result.code, result.alongside])).toEqual([
        ['lint', 0, ['typecheck']],
        ['typecheck', 0, ['lint']],
        ['unit', 0, undefined],
      ]);
      expect(existsSync(path.join(folder, 'lint'))).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lets every stage of a group finish and stops after it when one fails', async () => {
    const { code, results } = await runStages([[node('lint', 2), node('typecheck', 0)], node('unit', 0)], { stdio: 'ignore' });
    expect(code).toBe(2);
    expect(results.map((result) => [result.name, result.code])).toEqual([['lint', 2], ['typecheck', 0]]);
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

describe('formatDurations of stages run side by side', () => {
  it('names the stages each ran beside and totals the wall time given', () => {
    const table = formatDurations(
      [
        { name: 'lint', ms: 40_000, code: 0, alongside: ['typecheck'] },
        { name: 'typecheck', ms: 50_000, code: 0, alongside: ['lint'] },
      ],
      [],
      52_500,
    );
    expect(table.split('\n')).toEqual([
      'Stage durations:',
      '  lint          40.0 s  passed, alongside typecheck',
      '  typecheck     50.0 s  passed, alongside lint',
      '  total         52.5 s',
    ]);
  });
});

describe('failureDigest', () => {
  it('keeps the lines that name an error with the lines after them, without colour codes or backend log entries', () => {
    const lines = [
      ' ✓ src/a.test.ts (3 tests)',
      '{"level":"error","msg":"provoked on purpose"}',
      '\u001b[31m⎯⎯⎯ Unhandled Errors ⎯⎯⎯\u001b[39m',
      'Error: Connection terminated unexpectedly',
      '  at Client.end (client.js:10:5)',
      '',
      'This error originated in "src/b.test.ts" test file.',
      ...Array.from({ length: 20 }, (_, i) => `line ${i}`),
      ' Tests  428 passed (428)',
      '      Errors  1 error',
    ];
    expect(failureDigest(lines)).toEqual([
      '⎯⎯⎯ Unhandled Errors ⎯⎯⎯',
      'Error: Connection terminated unexpectedly',
      '  at Client.end (client.js:10:5)',
      'This error originated in "src/b.test.ts" test file.',
      ...Array.from({ length: 8 }, (_, i) => `line ${i}`),
      '  ...',
      '      Errors  1 error',
    ]);
  });

  it('keeps the start of a line as long as a serialised error object', () => {
    const [line] = failureDigest([`Serialized Error: { ${'x'.repeat(5000)} }`]);
    expect(line).toHaveLength(404);
    expect(line?.endsWith(' ...')).toBe(true);
  });

  it('shows the last lines when there are many', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `Error ${i}`);
    const digest = failureDigest(lines);
    expect(digest[0]).toBe('  ... 120 earlier lines');
    expect(digest.at(-1)).toBe('Error 199');
    expect(digest).toHaveLength(81);
  });
});

describe('runStages with tee', () => {
  it('gives a failing stage the error lines of its output', async () => {
    const script = "console.log('compiling'); console.error('Error: the build broke'); process.exit(2)";
    const { results } = await runStages([['build', process.execPath, ['-e', script]]], { stdio: 'tee' });
    expect(results[0]?.digest).toEqual(['Error: the build broke']);
  });
});
