// Runs the stages of a long command one after another (`pnpm test:all`): each a child process with
// the terminal to itself, stopping at the first that fails, and says how long each one took.
import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * Runs `[name, command, args]` stages in order and resolves with each finished stage's
 * `{ name, ms, code }` and the exit code of the run: 0, or the failing stage's own code. While a
 * stage runs, Ctrl-C and SIGTERM are left to it (it is in the same process group), so this process
 * lives to report what ran.
 */
export async function runStages(stages, { stdio = 'inherit', env = process.env } = {}) {
  const results = [];
  const ignore = () => undefined;
  process.on('SIGINT', ignore);
  process.on('SIGTERM', ignore);
  try {
    for (const [name, command, args] of stages) {
      const started = performance.now();
      const code = await new Promise((resolve) => {
        const child = spawn(command, args, { stdio, env });
        child.once('error', (error) => {
          process.stderr.write(`${name}: could not start ${command}: ${error.message}\n`);
          resolve(127);
        });
        // A stage killed by a signal fails with the shell's code for it (128 + the signal's number).
        child.once('exit', (exitCode, signal) => resolve(exitCode ?? 128 + (os.constants.signals[signal] ?? 1)));
      });
      results.push({ name, ms: performance.now() - started, code });
      if (code !== 0) return { code, results };
    }
    return { code: 0, results };
  } finally {
    process.off('SIGINT', ignore);
    process.off('SIGTERM', ignore);
  }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The closing table: one line per stage run, its duration and outcome, then the total. */
export function formatDurations(results, skipped = []) {
  const width = Math.max(5, ...results.map((result) => result.name.length), ...skipped.map((name) => name.length));
  const lines = results.map((result) => `  ${result.name.padEnd(width)}  ${seconds(result.ms).padStart(9)}  ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`}`);
  for (const name of skipped) lines.push(`  ${name.padEnd(width)}  ${'-'.padStart(9)}  not run`);
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  return ['Stage durations:', ...lines, `  ${'total'.padEnd(width)}  ${seconds(total).padStart(9)}`].join('\n');
}
