// The page table against the navigation manifest: each built page renders from
// a loader the shell can preload on hover, and every path to this area opens one of its pages.
import { expect, it } from 'vitest';
import { pageTableProblems } from '@missionbase/app-config/page-loaders';
import { PAGE_COMPONENTS, PAGE_LOADERS } from './page-components';

it('every built page of mf_hr can be preloaded, and every link to the area opens one of its pages', () => {
  expect(Object.keys(PAGE_LOADERS).length).toBeGreaterThan(0);
  expect(pageTableProblems('mf_hr', PAGE_LOADERS, PAGE_COMPONENTS)).toEqual([]);
});
