// What a settings page's cold load imports (issue 21 point 2): following the static imports from each
// page's module (page-components.tsx), no drawer, modal or dialog module is reached (they load when
// first opened, through WhenOpened and React.lazy, and record pages are lazy nested routes), neither is
// zod (it comes with the drawers' forms), nor a design system entry the page does not show at first.
// Dynamic import() is what the page defers, so it is not followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The entries of @missionbase/ui each page's cold load must not import (what it shows needs none of them). */
const NOT_AT_FIRST: Readonly<Record<string, readonly string[]>> = {
  '/app/settings/billing': ['@missionbase/ui/export', '@missionbase/ui/pickers'],
  '/app/settings/profile': ['@missionbase/ui/export', '@missionbase/ui/pickers'],
  '/app/settings/users': ['@missionbase/ui/export', '@missionbase/ui/pickers'],
  '/app/settings/sales': ['@missionbase/ui/export', '@missionbase/ui/table'],
  '/app/settings/expenses': ['@missionbase/ui/export', '@missionbase/ui/table'],
  '/app/settings/advanced': ['@missionbase/ui/export'],
  '/app/settings/organization': ['@missionbase/ui/export', '@missionbase/ui/pickers', '@missionbase/ui/table'],
};

/** Static import and re-export specifiers of a module; `import type` / `export type` are erased by the build. */
function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    if (!match[1] && match[2]) specifiers.push(match[2]);
  }
  return specifiers;
}

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every module of the page's cold load (its own files) and every package it imports. */
function coldGraph(entry: string): { files: string[]; packages: Set<string> } {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  const packages = new Set<string>();
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const resolved = resolveModule(file, specifier);
      if (resolved && !seen.has(resolved)) {
        seen.add(resolved);
        queue.push(resolved);
      }
    }
  }
  return { files: [...seen].map((file) => path.relative(SRC, file)), packages };
}

// One row per route (the file's own comment shows an example line of the table).
const PAGE_MODULES = new Map([...readFileSync(path.join(SRC, 'page-components.tsx'), 'utf8').matchAll(/'(\/app[^']*)': \(\) => import\('\.\/([^']+)'\)/g)]
  .map(([, route = '', module = '']) => [route, module] as const));
const PAGES = [...PAGE_MODULES].map(([route, module]) => ({ route, entry: resolveModule(path.join(SRC, 'page-components.tsx'), `./${module}`) }));

describe('a settings page on a cold load', () => {
  it('[21.2] the page table is read (every page module found)', () => {
    expect(PAGES.map((page) => page.route).sort()).toEqual(Object.keys(NOT_AT_FIRST).sort());
    expect(PAGES.filter((page) => page.entry === null)).toEqual([]);
  });

  it.each(PAGES)('[21.2] $route imports no drawer, modal or dialog module', ({ entry }) => {
    const { files } = coldGraph(entry ?? '');
    expect(files.filter((file) => /(Drawer|Modal|Dialog)\.tsx$/.test(file))).toEqual([]);
  });

  it.each(PAGES)('[21.2] $route imports no zod', ({ entry }) => {
    const { packages } = coldGraph(entry ?? '');
    expect(packages.has('zod')).toBe(false);
  });

  it.each(PAGES)('[21.2] $route imports no design system entry it does not show at first', ({ route, entry }) => {
    const { packages } = coldGraph(entry ?? '');
    expect((NOT_AT_FIRST[route] ?? []).filter((name) => packages.has(name))).toEqual([]);
  });
});
