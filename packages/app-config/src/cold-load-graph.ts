// What a remote page's cold load imports, for each remote's cold-load unit test:
// the pages of its `src/page-components.tsx` and, from each page's module, every module and package
// reached by static imports. Dynamic import() is what a page defers, so it is not followed; `import
// type` / `export type` are erased by the build, so they are not followed either. Node-only (tests).
/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A drawer, modal or dialog module: what a page loads when it first opens (lazyPanel), never with the page. */
export const PANEL_MODULE = /(Drawer|Modal|Dialog)\.tsx$/;

export interface ColdLoadPage {
  /** The manifest path, e.g. `/app/hr/employees`. */
  route: string;
  /** The page module's file, or null if page-components.tsx names a module that is not there. */
  entry: string | null;
}

export interface ColdGraph {
  /** The remote's own modules the page's cold load reaches, relative to its `src`. */
  files: string[];
  /** Every package specifier those modules import (`zod`, `@missionbase/ui/forms`, ...). */
  packages: Set<string>;
}

/** Static import and re-export specifiers of a module's source. */
export function staticImports(source: string): string[] {
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

/** The pages of a remote's `src/page-components.tsx`, one per `'/app/...': () => import('./...')` row (not the comments' examples). */
export function coldLoadPages(src: string): ColdLoadPage[] {
  const table = path.join(src, 'page-components.tsx');
  const rows = readFileSync(table, 'utf8').matchAll(/^\s*'(\/app[^']*)': \(\) => import\('\.\/([^']+)'\)/gm);
  return [...rows].map(([, route = '', module = '']) => ({ route, entry: resolveModule(table, `./${module}`) }));
}

/** Every module of the page's cold load (the remote's own files under `src`) and every package it imports. */
export function coldGraph(src: string, entry: string): ColdGraph {
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
  return { files: [...seen].map((file) => path.relative(src, file)), packages };
}

/** The drawer, modal and dialog modules among a cold load's files. */
export function panelModules(graph: ColdGraph): string[] {
  return graph.files.filter((file) => PANEL_MODULE.test(file));
}

/** zod and its subpaths (zod/mini, ...) among a cold load's packages: they come with a drawer's form. */
export function zodImports(graph: ColdGraph): string[] {
  return [...graph.packages].filter((name) => name === 'zod' || name.startsWith('zod/'));
}

export interface ColdLoadFindings {
  /** Drawer, modal and dialog modules reached (they load when first opened). */
  panels: string[];
  /** zod and its subpaths reached (they come with a drawer's form). */
  zod: string[];
  /** The `forbidden` design system entries the cold load imports (what the page does not show at first). */
  entries: string[];
}

/** What a page's cold load reaches that it should not: all three lists empty when it is light. */
export function coldLoadFindings(graph: ColdGraph, forbidden: readonly string[]): ColdLoadFindings {
  return { panels: panelModules(graph), zod: zodImports(graph), entries: forbidden.filter((name) => graph.packages.has(name)) };
}
