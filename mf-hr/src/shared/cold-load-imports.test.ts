// What a human resources page's cold load imports (issue 21 point 2): following the static imports from each
// page's module (page-components.tsx), no drawer, modal or dialog module is reached (they load when
// first opened, through lazyPanel, and record pages are lazy nested routes), neither is zod (it comes
// with the drawers' forms), nor a design system entry the page does not show at first.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coldGraph, coldLoadPages, panelModules, zodImports } from '@missionbase/app-config/cold-load-graph';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The entries of @missionbase/ui each page's cold load must not import (what it shows needs none of them). */
const NOT_AT_FIRST: Readonly<Record<string, readonly string[]>> = {
  '/app/hr/employees': ['@missionbase/ui/display', '@missionbase/ui/export', '@missionbase/ui/forms'],
  '/app/hr/payroll': ['@missionbase/ui/forms', '@missionbase/ui/pickers', '@missionbase/ui/export'],
};

const PAGES = coldLoadPages(SRC);

describe('a human resources page on a cold load', () => {
  it('[21.2] the page table is read (every page module found)', () => {
    expect(PAGES.map((page) => page.route).sort()).toEqual(Object.keys(NOT_AT_FIRST).sort());
    expect(PAGES.filter((page) => page.entry === null)).toEqual([]);
  });

  it.each(PAGES)('[21.2] $route imports no drawer, modal or dialog module', ({ entry }) => {
    expect(panelModules(coldGraph(SRC, entry ?? ''))).toEqual([]);
  });

  it.each(PAGES)('[21.2] $route imports no zod', ({ entry }) => {
    expect(zodImports(coldGraph(SRC, entry ?? ''))).toEqual([]);
  });

  it.each(PAGES)('[21.2] $route imports no design system entry it does not show at first', ({ route, entry }) => {
    const { packages } = coldGraph(SRC, entry ?? '');
    expect((NOT_AT_FIRST[route] ?? []).filter((name) => packages.has(name))).toEqual([]);
  });
});
