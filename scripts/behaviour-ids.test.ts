// Every behaviour ID resolves inside the repository: each `[LETTERS-N]` a test or a source file
// uses is listed in docs/behaviours.md, each ID listed there is named by a test (or says it has
// none yet), and each test file the page names exists and names the ID.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BEHAVIOURS_DOC = 'docs/behaviours.md';
/** Folders git ignores (build output, dependencies, local data): nothing of ours is in them. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'dist', '.turbo', '.data', 'test-results', 'playwright-report', '@mf-types']);
const SCANNED_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sql|md|html)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|mjs)$/;
const BRACKETED_ID = /\[([A-Z][A-Z0-9]*-[0-9]+)\]/g;
const NO_TEST_YET = 'no test yet';

interface DocRow {
  id: string;
  line: number;
  tests: string[];
  noTestYet: boolean;
}

function repositoryFiles(dir = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
    const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...repositoryFiles(relative));
    } else if (entry.isFile() && SCANNED_FILE.test(entry.name)) {
      files.push(relative);
    }
  }
  return files;
}

function read(file: string): string {
  return readFileSync(path.join(REPO_ROOT, file), 'utf8');
}

function bracketedIds(text: string): Set<string> {
  return new Set([...text.matchAll(BRACKETED_ID)].map((match) => match[1] ?? ''));
}

/** The rows of the page's tables whose first cell is an ID: `| \`TXN-7\` | behaviour | tests |`. */
function documentedRows(): DocRow[] {
  const rows: DocRow[] = [];
  read(BEHAVIOURS_DOC)
    .split('\n')
    .forEach((text, index) => {
      const match = /^\|\s*`([A-Z][A-Z0-9]*-[0-9]+)`\s*\|.*\|([^|]*)\|\s*$/.exec(text);
      if (!match) return;
      const testsCell = match[2] ?? '';
      rows.push({
        id: match[1] ?? '',
        line: index + 1,
        tests: [...testsCell.matchAll(/`([^`]+)`/g)].map((file) => file[1] ?? ''),
        noTestYet: testsCell.toLowerCase().includes(NO_TEST_YET),
      });
    });
  return rows;
}

/** A test file names an ID in its own text or in a relative module it imports (a support table). */
function namesId(file: string, id: string): boolean {
  const text = read(file);
  const quoted = new RegExp(`\\[${id}\\]|['"\`]${id}['"\`]`);
  if (quoted.test(text)) return true;
  for (const match of text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
    const imported = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? ''));
    if (existsSync(path.join(REPO_ROOT, imported)) && quoted.test(read(imported))) return true;
  }
  return false;
}

const files = repositoryFiles().filter((file) => file !== BEHAVIOURS_DOC);
const rows = documentedRows();
const documented = new Set(rows.map((row) => row.id));

describe('docs/behaviours.md', () => {
  it('lists every behaviour ID that a test or a source file uses', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const id of bracketedIds(read(file))) if (!documented.has(id)) missing.push(`${id} (${file})`);
    }
    expect(missing, `add these IDs to ${BEHAVIOURS_DOC} with what they mean and their tests`).toEqual([]);
  });

  it('lists each ID once', () => {
    const twice = rows.filter((row, index) => rows.findIndex((other) => other.id === row.id) !== index).map((row) => `${row.id} (line ${row.line})`);
    expect(twice).toEqual([]);
  });

  it('lists no ID that no test names, unless its row says there is no test yet', () => {
    const tests = files.filter((file) => TEST_FILE.test(file) || file.startsWith('e2e/'));
    const named = new Set<string>();
    for (const file of tests) {
      const text = read(file);
      for (const id of bracketedIds(text)) named.add(id);
      for (const match of text.matchAll(/['"`]([A-Z][A-Z0-9]*-[0-9]+)['"`]/g)) if (file.startsWith('e2e/')) named.add(match[1] ?? '');
    }
    const untested = rows.filter((row) => !row.noTestYet && !named.has(row.id)).map((row) => `${row.id} (line ${row.line})`);
    expect(untested, `name these IDs in the tests that prove them, or write "${NO_TEST_YET}" in their row`).toEqual([]);
  });

  it('names, for each ID, test files that exist and name that ID', () => {
    const wrong: string[] = [];
    for (const row of rows) {
      if (row.tests.length === 0 && !row.noTestYet) wrong.push(`${row.id}: no test file listed`);
      for (const file of row.tests) {
        if (!existsSync(path.join(REPO_ROOT, file))) wrong.push(`${row.id}: ${file} does not exist`);
        else if (!namesId(file, row.id)) wrong.push(`${row.id}: ${file} does not name it`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
