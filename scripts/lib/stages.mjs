// Runs the stages of a long command one after another (`pnpm test:all`), or a few at once where
// each alone leaves a core idle: each a child process, stopping at the first step that fails, and
// says how long each one took. Where the output is a log rather than a terminal (CI keeps only its
// end), a failing stage's error lines are repeated at the end, so the reason stands beside the
// table instead of thousands of lines up.
import { spawn } from 'node:child_process';
import os from 'node:os';

/** Lines of a stage's output kept for the failure digest: its last ones. */
const KEPT_LINES = 20_000;
/** How many lines the failure digest shows at most, and how many follow each error line. */
const DIGEST_LINES = 80;
const LINES_AFTER_ERROR = 8;
/** A serialised error object can fill a screen on one line: the digest keeps its start. */
const LINE_CHARS = 400;
const ERROR_LINE = /\b(error|errors|fail|failed|failing|unhandled|timed out|timeout)\b|[✗✘×]/i;
// eslint-disable-next-line no-control-regex -- the escape character is what a colour code starts with
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;
/** A backend's own log entry (`{"level":"error",...}`): tests provoke those on purpose. */
const LOG_ENTRY = /\{"level":"/;

/** Passes a child's stream through to `out` and keeps its last lines in `kept`. */
function tee(stream, out, kept) {
  let partial = '';
  stream.on('data', (chunk) => {
    out.write(chunk);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    kept.push(...lines);
    if (kept.length > KEPT_LINES) kept.splice(0, kept.length - KEPT_LINES);
  });
  stream.on('end', () => {
    if (partial) kept.push(partial);
  });
}

/**
 * The lines of a failed stage's output that name an error, each with the lines after it (a
 * stack, a diff), without colour codes: the last DIGEST_LINES of them, since test runners end with
 * their failures.
 */
export function failureDigest(lines) {
  const plain = lines.map((line) => line.replace(ANSI, '').trimEnd());
  const picked = new Set();
  for (let i = 0; i < plain.length; i += 1) {
    if (!ERROR_LINE.test(plain[i]) || LOG_ENTRY.test(plain[i])) continue;
    for (let j = i; j < Math.min(plain.length, i + 1 + LINES_AFTER_ERROR); j += 1) picked.add(j);
  }
  const out = [];
  let previous = -2;
  for (const index of [...picked].sort((a, b) => a - b)) {
    if (plain[index] === '') {
      previous = index;
      continue;
    }
    if (index !== previous + 1 && out.length > 0) out.push('  ...');
    out.push(plain[index].length > LINE_CHARS ? `${plain[index].slice(0, LINE_CHARS)} ...` : plain[index]);
    previous = index;
  }
  return out.length > DIGEST_LINES ? [`  ... ${out.length - DIGEST_LINES} earlier lines`, ...out.slice(-DIGEST_LINES)] : out;
}

/** Runs one stage as a child process and resolves with its `{ name, ms, code }` (and `digest`). */
function runStage([name, command, args], { stdio, env }) {
  const started = performance.now();
  const kept = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: stdio === 'tee' ? ['inherit', 'pipe', 'pipe'] : stdio, env });
    if (stdio === 'tee') {
      tee(child.stdout, process.stdout, kept);
      tee(child.stderr, process.stderr, kept);
    }
    child.once('error', (error) => {
      process.stderr.write(`${name}: could not start ${command}: ${error.message}\n`);
      resolve(127);
    });
    // A stage killed by a signal fails with the shell's code for it (128 + the signal's number).
    // 'close', not 'exit': the piped streams have ended by then, so `kept` is whole.
    child.once('close', (exitCode, signal) => resolve(exitCode ?? 128 + (os.constants.signals[signal] ?? 1)));
  }).then((code) => ({ name, ms: performance.now() - started, code, ...(code !== 0 && stdio === 'tee' ? { digest: failureDigest(kept) } : {}) }));
}

/**
 * Runs the steps in order and resolves with each finished stage's `{ name, ms, code }`, the run's
 * wall time `ms` and its exit code: 0, or the failing stage's own code. A step is a stage
 * `[name, command, args]` or a list of stages run at the same time (each result then names the
 * others in `alongside`); the first step with a failure stops the run. While a stage runs, Ctrl-C
 * and SIGTERM are left to it (it is in the same process group), so this process lives to report
 * what ran. With `stdio: 'tee'` a stage's output passes through and a failing stage's result
 * carries `digest`, its error lines (failureDigest).
 */
export async function runStages(steps, { stdio = 'inherit', env = process.env } = {}) {
  const results = [];
  const started = performance.now();
  const ignore = () => undefined;
  process.on('SIGINT', ignore);
  process.on('SIGTERM', ignore);
  try {
    for (const step of steps) {
      const group = typeof step[0] === 'string' ? [step] : step;
      const finished = await Promise.all(group.map((stage) => runStage(stage, { stdio, env })));
      for (const result of finished) {
        const others = finished.filter((other) => other !== result).map((other) => other.name);
        results.push(others.length > 0 ? { ...result, alongside: others } : result);
      }
      const failed = finished.find((result) => result.code !== 0);
      if (failed) return { code: failed.code, results, ms: performance.now() - started };
    }
    return { code: 0, results, ms: performance.now() - started };
  } finally {
    process.off('SIGINT', ignore);
    process.off('SIGTERM', ignore);
  }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The closing table: one line per stage run, its duration and outcome (and the stages it ran
 * beside), then the total: the run's wall time when given, else the sum of the stages.
 */
export function formatDurations(results, skipped = [], totalMs = undefined) {
  const width = Math.max(5, ...results.map((result) => result.name.length), ...skipped.map((name) => name.length));
  const outcome = (result) => `${result.code === 0 ? 'passed' : `failed (exit ${result.code})`}${result.alongside ? `, alongside ${result.alongside.join(', ')}` : ''}`;
  const lines = results.map((result) => `  ${result.name.padEnd(width)}  ${seconds(result.ms).padStart(9)}  ${outcome(result)}`);
  for (const name of skipped) lines.push(`  ${name.padEnd(width)}  ${'-'.padStart(9)}  not run`);
  const total = totalMs ?? results.reduce((sum, result) => sum + result.ms, 0);
  return ['Stage durations:', ...lines, `  ${'total'.padEnd(width)}  ${seconds(total).padStart(9)}`].join('\n');
}
