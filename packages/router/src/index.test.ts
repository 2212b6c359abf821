// Guards the shared router entry's list: it must name exactly what the product imports, since every
// name it re-exports is downloaded on every page (a shared module is not tree-shaken).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as router from './index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_DIRS = ['shell', 'mf-finance', 'mf-hr', 'mf-marketing', 'mf-projects', 'mf-settings', 'mf-supply-chain', 'packages'];
const SKIPPED = new Set(['node_modules', 'dist', 'router']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value names imported from `@missionbase/router` (type-only imports cost no bytes). */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@missionbase\/router'/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe('@missionbase/router', () => {
  it('re-exports exactly the names the shell, the remotes and the packages import from it', () => {
    const used = new Set(SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) => importedNames(readFileSync(file, 'utf8'))));
    expect(Object.keys(router).sort()).toEqual([...used].sort());
  });

  it('reads value imports and skips type-only ones', () => {
    const source = "import { Link, type Location, useNavigate as go } from '@missionbase/router';\nimport type { To } from '@missionbase/router';";
    expect(importedNames(source)).toEqual(['Link', 'useNavigate']);
  });
});
