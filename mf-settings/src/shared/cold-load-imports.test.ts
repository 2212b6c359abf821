// What a settings page's cold load imports: following the static imports from each
// page's module (page-components.tsx), no drawer, modal or dialog module is reached (they load when
// first opened, through lazyPanel, and record pages are lazy nested routes), neither is zod (it comes
// with the drawers' forms), nor a design system entry the page does not show at first.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coldGraph, coldLoadFindings, coldLoadPages } from '@missionbase/app-config/cold-load-graph';

/** The entries of @missionbase/ui each page's cold load must not import (what it shows needs none of them). */
const NOT_AT_FIRST: Readonly<Record<string, readonly string[]>> = {
  '/app/settings/billing': ['@missionbase/ui/export', '@missionbase/ui/pickers', '@missionbase/ui/dates', '@missionbase/ui/forms'],
  '/app/settings/profile': ['@missionbase/ui/export', '@missionbase/ui/pickers', '@missionbase/ui/dates'],
  '/app/settings/users': ['@missionbase/ui/export', '@missionbase/ui/pickers', '@missionbase/ui/dates'],
  '/app/settings/sales': ['@missionbase/ui/export', '@missionbase/ui/table', '@missionbase/ui/dates'],
  '/app/settings/expenses': ['@missionbase/ui/export', '@missionbase/ui/table', '@missionbase/ui/dates'],
  // The lock date and the audit log's dates are presets first: the calendar loads for a custom one.
  '/app/settings/advanced': ['@missionbase/ui/export', '@missionbase/ui/dates', '@missionbase/ui/pickers'],
  '/app/settings/organization': ['@missionbase/ui/export', '@missionbase/ui/pickers', '@missionbase/ui/table', '@missionbase/ui/dates'],
};

const SRC = fileURLToPath(new URL('..', import.meta.url));
const PAGES = coldLoadPages(SRC);

describe('a settings page on a cold load', () => {
  it('the page table lists every page above, each module found', () => {
    expect(PAGES.map((page) => page.route).sort()).toEqual(Object.keys(NOT_AT_FIRST).sort());
    expect(PAGES.filter((page) => page.entry === null)).toEqual([]);
  });

  it.each(PAGES)('$route imports no drawer, modal or dialog module, no zod, and no design system entry it does not show at first', ({ route, entry }) => {
    expect(coldLoadFindings(coldGraph(SRC, entry ?? ''), NOT_AT_FIRST[route] ?? [])).toEqual({ panels: [], zod: [], entries: [] });
  });
});
