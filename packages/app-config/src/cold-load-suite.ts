// The cold-load test every remote runs (issue 21 point 2), registered with vitest from the remote's own
// test file: following the static imports from each page's module (page-components.tsx), no drawer,
// modal or dialog module is reached (they load on open, lazyPanel / lazyComponent / lazy routes), no
// zod (it comes with the drawers' forms), and none of the design system entries the remote's rules
// name for that page (what the page does not show at first). Test support only: no app imports it.
import { describe, expect, it } from 'vitest';
import { coldGraph, coldLoadPages, panelModules, zodImports } from './cold-load-graph';

export interface ColdLoadRules {
  /** The design system entries a page's cold load must not import. */
  notAtFirst: (route: string) => readonly string[];
  /** Every page route of the remote, when its rules list them all (a page added without rules fails). */
  routes?: readonly string[];
}

/** Registers the suite for the remote whose `src` folder is `src` ("a finance page on a cold load"). */
export function describeColdLoad(area: string, src: string, rules: ColdLoadRules): void {
  const pages = coldLoadPages(src);
  describe(`${area} page on a cold load`, () => {
    it('[21.2] the page table is read (every page module found)', () => {
      if (rules.routes) expect(pages.map((page) => page.route).sort()).toEqual([...rules.routes].sort());
      else expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((page) => page.entry === null)).toEqual([]);
    });

    it.each(pages)('[21.2] $route imports no drawer, modal or dialog module', ({ entry }) => {
      expect(panelModules(coldGraph(src, entry ?? ''))).toEqual([]);
    });

    it.each(pages)('[21.2] $route imports no zod', ({ entry }) => {
      expect(zodImports(coldGraph(src, entry ?? ''))).toEqual([]);
    });

    it.each(pages)('[21.2] $route imports no design system entry it does not show at first', ({ route, entry }) => {
      const { packages } = coldGraph(src, entry ?? '');
      expect(rules.notAtFirst(route).filter((name) => packages.has(name))).toEqual([]);
    });
  });
}

/** Rules from a table of every page's forbidden entries (its keys are the remote's page routes). */
export function rulesFromTable(table: Readonly<Record<string, readonly string[]>>): ColdLoadRules {
  return { notAtFirst: (route) => table[route] ?? [], routes: Object.keys(table) };
}
