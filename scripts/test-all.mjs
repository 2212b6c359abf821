#!/usr/bin/env node
// `pnpm test:all` (README command 2): lint and typecheck (side by side), unit and integration
// tests, the PostgreSQL 15 run, the build, the size test on the build and the end-to-end tests, in
// that order. Stops at the first stage that fails, with its exit code, and ends by printing how long
// each stage took (after the failing stage's error lines when the output is a log, not a terminal).
import { formatDurations, runStages } from './lib/stages.mjs';

/** Each stage is the root package.json script of the same purpose, run through pnpm. */
const stage = (name, script = name) => [name, 'pnpm', ['run', script]];

/**
 * Lint and typecheck run at the same time: ESLint keeps one core busy and the typecheck's programs
 * leave gaps on the other, so together they take less than one after the other.
 */
const STEPS = [
  [stage('lint'), stage('typecheck')],
  stage('unit', 'test:unit'),
  stage('pg15', 'test:pg15'),
  stage('build'),
  stage('bundle', 'test:bundle'),
  stage('e2e', 'test:e2e'),
];
const stageNames = (step) => (typeof step[0] === 'string' ? [step[0]] : step.map(([name]) => name));

const { code, results, ms } = await runStages(STEPS, { stdio: process.stdout.isTTY ? 'inherit' : 'tee' });
const ran = new Set(results.map((result) => result.name));
const skipped = STEPS.flatMap(stageNames).filter((name) => !ran.has(name));
const failed = results.find((result) => result.digest);
if (failed) process.stdout.write(`\nWhat failed in ${failed.name} (its lines that name an error):\n${failed.digest.join('\n')}\n`);
process.stdout.write(`\n${formatDurations(results, skipped, ms)}\n`);
process.exit(code);
