// A remote's page table: which page a link opens, the preload fetching exactly
// that page's code, one lazy component per loader, and the table checks each remote's test runs.
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { lazyPageComponents, pagePreloader, pageTableProblems, pageToOpen, type PageLoader } from './page-loaders';
import { SIDEBAR_BOTTOM, SIDEBAR_GROUPS } from './sidebar-nav';

const Stub: ComponentType = () => null;

function recordingLoader(log: string[], name: string): PageLoader {
  return () => {
    log.push(name);
    return Promise.resolve({ default: Stub });
  };
}

describe('pageToOpen', () => {
  it('gives the page itself, the page an alias or area base redirects to, and a detail page for a record path', () => {
    expect(pageToOpen('/app/hr/employees')).toBe('/app/hr/employees');
    expect(pageToOpen('/app/hr/employees?tab=active')).toBe('/app/hr/employees');
    expect(pageToOpen('/app/chart-of-accounts')).toBe('/app/accounts');
    expect(pageToOpen('/app/settings')).toBe('/app/settings/profile');
    expect(pageToOpen('/app/projects')).toBe('/app/projects/overview');
    expect(pageToOpen('/app/projects/3f1c')).toBe('/app/projects/:projectId');
    expect(pageToOpen('/app/nowhere')).toBeNull();
  });

  it('every sidebar link opens a page of the manifest', () => {
    const links = [...SIDEBAR_GROUPS.flatMap((group) => group.links), SIDEBAR_BOTTOM];
    expect(links.filter((link) => pageToOpen(link.to) === null).map((link) => link.to)).toEqual([]);
  });
});

describe('pagePreloader', () => {
  it('loads the code of the page a link opens, and nothing for a page without a loader', async () => {
    const log: string[] = [];
    const preload = pagePreloader({ '/app/settings/profile': recordingLoader(log, 'profile'), '/app/settings/users': recordingLoader(log, 'users') });
    await preload('/app/settings');
    await preload('/app/settings/sales');
    expect(log).toEqual(['profile']);
  });
});

describe('lazyPageComponents', () => {
  it('makes one lazy component per loader, from that very loader', () => {
    const loader = recordingLoader([], 'employees');
    const made: PageLoader[] = [];
    const components = lazyPageComponents({ '/app/hr/employees': loader }, (load) => {
      made.push(load);
      return Stub;
    });
    expect(Object.keys(components)).toEqual(['/app/hr/employees']);
    expect(made).toEqual([loader]);
  });
});

describe('pageTableProblems', () => {
  it('names a loader for another remote\'s page and a page rendered without a loader', () => {
    const loaders = { '/app/hr/employees': recordingLoader([], 'employees'), '/app/funds': recordingLoader([], 'funds') };
    const components = { '/app/hr/employees': Stub, '/app/hr/payroll': Stub };
    expect(pageTableProblems('mf_hr', loaders, components)).toEqual([
      '/app/funds: has a loader but is not a page of mf_hr',
      '/app/hr/payroll: rendered without a loader, so it cannot be preloaded',
    ]);
  });
});
