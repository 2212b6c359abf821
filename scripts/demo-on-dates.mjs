#!/usr/bin/env node
// Runs the demo's test suites as if today were another date: the demo seed writes its two years of
// history counting back from today, so a healthy demo on one day says little about another.
// Each suite runs under libfaketime (Debian's `faketime`, installed with apt-get when missing and
// running as root), shifting the clock of the whole process tree by a fixed offset: the seed, the
// tests' own "today" and PostgreSQL's now() (organization_today, the reports' default dates) all
// agree on the date. For developers; not part of CI (it seeds the demo once per suite and date).
//
//   node scripts/demo-on-dates.mjs                          the dates below, every demo suite
//   node scripts/demo-on-dates.mjs 2028-02-29 2027-01-01T02:30   chosen dates (UTC; 12:00 if no time)
//   MB_DEMO_SUITES=tests/budgets-demo.integration.test.ts node scripts/demo-on-dates.mjs 2027-03-31
// MB_DEMO_REPORTS=<folder> keeps each run's vitest JSON report (full failure messages) there.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

// Dates where a calendar-relative seed tends to leave a gap: the last and first days of the year
// (both demo organizations start their fiscal year on 1 January), first and last days of months,
// month ends on a weekend (31 January, 28 February, 31 July, 31 October 2027), 29 February and the
// day after, a day mid-month, and 1 January at 02:30 UTC, when New York (the food bank's time
// zone, which the database's organization_today follows) is still on 31 December.
const DATES = [
  '2026-12-31', '2027-01-01', '2027-01-01T02:30', '2027-01-02', '2027-01-31', '2027-02-28', '2027-03-01',
  '2027-04-30', '2027-06-15', '2027-07-31', '2027-08-01', '2027-10-31', '2028-02-29', '2028-03-01',
];
const SUITES = (process.env.MB_DEMO_SUITES ?? [
  'tests/demo-health.integration.test.ts',
  'tests/reconciliation-demo.integration.test.ts',
  'tests/budgets-demo.integration.test.ts',
  'tests/demo-seed.integration.test.ts',
  'tests/reports-tie-out.integration.test.ts',
].join(',')).split(',');

function ensureFaketime() {
  if (existsSync(LIBRARY)) return;
  if (process.getuid?.() !== 0) throw new Error(`libfaketime is not installed (${LIBRARY}): apt-get install -y faketime`);
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'faketime'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(LIBRARY)) throw new Error('apt-get did not install libfaketime');
}

/** A UTC instant from `yyyy-mm-dd` or `yyyy-mm-ddThh:mm`; noon when no time is given. */
function instant(text) {
  const value = Date.parse(text.includes('T') ? `${text}:00Z` : `${text}T12:00:00Z`);
  if (Number.isNaN(value)) throw new Error(`Not a date: ${text}`);
  return value;
}

/**
 * libfaketime keeps a semaphore and a shared-memory file per process in /dev/shm, named by its pid,
 * and leaves them behind when a process is killed (vitest stops its workers so). A later process
 * of another user (PostgreSQL runs as `postgres`) given that pid cannot replace them and exits at
 * start. Removes the ones whose process is gone.
 */
function removeStaleFaketimeFiles() {
  for (const name of readdirSync('/dev/shm')) {
    const pid = /^(?:sem\.)?faketime_(?:sem|shm)_(\d+)$/.exec(name)?.[1];
    if (pid && !existsSync(`/proc/${pid}`)) rmSync(path.join('/dev/shm', name), { force: true });
  }
}

/** Runs one suite file with the clock shifted to `at`; returns vitest's counts and failed test names. */
function runSuite(at, suite) {
  removeStaleFaketimeFiles();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mb-demo-date-'));
  const report = path.join(dir, 'report.json');
  const kept = process.env.MB_DEMO_REPORTS;
  // libfaketime's offset form ("+N" seconds) keeps every process on the same shifted clock,
  // whenever it starts; an absolute start time would begin anew in each process it loads into.
  const offset = Math.round((at - Date.now()) / 1000);
  const result = spawnSync('npx', ['vitest', 'run', suite, '--reporter=json', `--outputFile=${report}`], {
    cwd: path.join(root, 'supabase'),
    // NO_FAKE_STAT: file times stay real, and no process waits on libfaketime's shared lock at every stat().
    env: { ...process.env, TZ: 'UTC', LD_PRELOAD: LIBRARY, FAKETIME: `${offset >= 0 ? '+' : ''}${offset}`, NO_FAKE_STAT: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const failed = json.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300)}`));
    // A failed beforeAll (the seed itself) leaves the tests unrun: the file's message says why.
    if (failed.length === 0 && json.numPassedTests < json.numTotalTests) failed.push(...json.testResults.map((file) => (file.message ?? 'tests did not run').split('\n')[0]));
    return { passed: json.numPassedTests, total: json.numTotalTests, failed };
  } catch {
    return { passed: 0, total: 0, failed: [`no report (exit ${result.status}): ${(result.stderr ?? '').slice(-400)}`] };
  } finally {
    if (kept && existsSync(report)) {
      mkdirSync(kept, { recursive: true });
      copyFileSync(report, path.join(kept, `${new Date(at).toISOString().slice(0, 16).replace(':', '')}-${path.basename(suite, '.integration.test.ts')}.json`));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

ensureFaketime();
const dates = process.argv.length > 2 ? process.argv.slice(2) : DATES;
let failures = 0;
for (const date of dates) {
  const at = instant(date);
  for (const suite of SUITES) {
    const { passed, total, failed } = runSuite(at, suite);
    failures += failed.length;
    console.log(`${new Date(at).toISOString().slice(0, 16)}  ${path.basename(suite)}  ${passed}/${total}${failed.length ? ' FAILED' : ''}`);
    for (const line of failed) console.log(`    ${line}`);
  }
}
process.exitCode = failures ? 1 : 0;
