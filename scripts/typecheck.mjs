#!/usr/bin/env node
// `pnpm typecheck`: the workspace's TypeScript programs (scripts/lib/typecheck-programs.mjs), two at
// a time (two cores). Each program's errors are printed when it ends, under its name; the command
// fails when any program has an error.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPECHECK_PROGRAMS } from './lib/typecheck-programs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const PARALLEL = 2;

function check(program) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', program, '--pretty', String(Boolean(process.stdout.isTTY))], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok    ' : 'FAILED'} ${program} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...TYPECHECK_PROGRAMS];
const results = await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    let passed = true;
    for (let program = queue.shift(); program; program = queue.shift()) passed = (await check(program)) && passed;
    return passed;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
