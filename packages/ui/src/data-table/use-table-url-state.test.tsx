// The hook reads the URL it is rendered at (a shared link opens the same view).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@missionbase/router/testing';
import { latestSearchParams, useTableUrlState } from './use-table-url-state';

function Probe() {
  const table = useTableUrlState({ defaultSort: { key: 'date', direction: 'desc' }, pageSize: 50, filterKeys: ['type', 'q'] });
  return <output>{JSON.stringify({ page: table.page, size: table.pageSize, sort: table.sort, filters: table.filters, range: table.range })}</output>;
}

function stateAt(url: string): unknown {
  const html = renderToString(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
  return JSON.parse(html.replace(/^<output>|<\/output>$/g, '').replace(/&quot;/g, '"'));
}

describe('useTableUrlState', () => {
  it('a shared link opens the same page, sort and filters', () => {
    expect(stateAt('/app/transactions?page=3&size=100&sort=amount&type=Income&q=rent')).toEqual({
      page: 3,
      size: 100,
      sort: { key: 'amount', direction: 'asc' },
      filters: { type: 'Income', q: 'rent' },
      range: { from: 200, to: 299 },
    });
  });

  it('a plain link gives the defaults', () => {
    expect(stateAt('/app/transactions')).toEqual({ page: 1, size: 50, sort: { key: 'date', direction: 'desc' }, filters: {}, range: { from: 0, to: 49 } });
  });
});

describe('latestSearchParams', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts a change from the address bar while the last navigation is still rendering', () => {
    vi.stubGlobal('window', { location: { pathname: '/app/transactions', search: '?type=Expense&sort=amount' } });
    expect(latestSearchParams(new URLSearchParams('type=Expense'), '/app/transactions').toString()).toBe('type=Expense&sort=amount');
  });

  it('starts from the rendered parameters when the router is not the browser history', () => {
    vi.stubGlobal('window', { location: { pathname: '/', search: '' } });
    expect(latestSearchParams(new URLSearchParams('page=2'), '/app/transactions').toString()).toBe('page=2');
  });
});
