// What a finance page's cold load imports: following the static imports from each
// page's module (page-components.tsx), no drawer, modal or dialog module is reached (they load on
// open through lazyPanel / lazyComponent / lazy routes) and neither is zod (it comes with the forms'
// drawers; lists and reports read their RPCs with plain readers), nor the calendar (`/dates`, ~30 KiB
// gzip with dayjs's plugins) where the page shows no date field at first: period filters are
// PeriodPicker, an as-of day AsOfDatePicker, and both load it for a custom range or day.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coldGraph, coldLoadFindings, coldLoadPages } from '@missionbase/app-config/cold-load-graph';

/** The pages that show a calendar field at first (the statement's as-of and comparison days). */
const DATES_AT_FIRST: readonly string[] = ['/app/reports/position'];

const SRC = fileURLToPath(new URL('..', import.meta.url));
const PAGES = coldLoadPages(SRC);

describe('a finance page on a cold load', () => {
  it('the page table is read (every page module found)', () => {
    expect(PAGES.length).toBeGreaterThan(15);
    expect(PAGES.filter((page) => page.entry === null)).toEqual([]);
  });

  it.each(PAGES)('$route imports no drawer, modal or dialog module, no zod, and no calendar unless it shows a date field at first', ({ route, entry }) => {
    const forbidden = DATES_AT_FIRST.includes(route) ? [] : ['@missionbase/ui/dates'];
    expect(coldLoadFindings(coldGraph(SRC, entry ?? ''), forbidden)).toEqual({ panels: [], zod: [], entries: [] });
  });
});
