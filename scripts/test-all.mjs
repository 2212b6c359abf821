#!/usr/bin/env node
// `pnpm test:all` (README command 2): lint, typecheck, unit and integration tests, the PostgreSQL 15
// run, the build, the size test on the build and the end-to-end tests, in that order. Stops at the
// first stage that fails, with its exit code, and ends by printing how long each stage took (after
// the failing stage's error lines when the output is a log, not a terminal).
import { formatDurations, runStages } from './lib/stages.mjs';

/** Each stage is the root package.json script of the same purpose, run through pnpm. */
const STAGES = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['unit', 'test:unit'],
  ['pg15', 'test:pg15'],
  ['build', 'build'],
  ['bundle', 'test:bundle'],
  ['e2e', 'test:e2e'],
].map(([name, script]) => [name, 'pnpm', ['run', script]]);

const { code, results } = await runStages(STAGES, { stdio: process.stdout.isTTY ? 'inherit' : 'tee' });
const skipped = STAGES.slice(results.length).map(([name]) => name);
const failed = results.find((result) => result.digest);
if (failed) process.stdout.write(`\nWhat failed in ${failed.name} (its lines that name an error):\n${failed.digest.join('\n')}\n`);
process.stdout.write(`\n${formatDurations(results, skipped)}\n`);
process.exit(code);
