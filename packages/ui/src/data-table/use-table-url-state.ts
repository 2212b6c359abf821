// The state of a server-side list (page, page size, sort, filters) kept in the URL's search
// parameters: a copied link opens the same view, and Back returns to the previous one.
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from '@missionbase/router';
import {
  pageRange,
  pageSizeOptions,
  parseTableUrlState,
  writeTableUrlState,
  type TableSort,
  type TableUrlStateOptions,
  type TableUrlStateValue,
} from './table-url-state';

export interface TableUrlChangeOptions {
  /** Replace the current history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

export interface TableUrlState<FilterKey extends string = string> extends TableUrlStateValue<FilterKey> {
  /** Row offsets of the page for supabase-js `.range(from, to)`. */
  range: { from: number; to: number };
  pageSizeOptions: number[];
  setPage: (page: number, pageSize?: number, change?: TableUrlChangeOptions) => void;
  setSort: (sort: TableSort | null, change?: TableUrlChangeOptions) => void;
  /** Sets one filter (null or '' clears it) and goes back to page 1. */
  setFilter: (key: FilterKey, value: string | null, change?: TableUrlChangeOptions) => void;
  /** Sets several filters at once (others unchanged) and goes back to page 1. */
  setFilters: (filters: Partial<Record<FilterKey, string | null>>, change?: TableUrlChangeOptions) => void;
  /** Back to the defaults: page 1, default sort, default filters. */
  reset: () => void;
}

/**
 * The search parameters a change starts from. The router renders a navigation in a transition:
 * until it commits, the rendered parameters are the previous address's, so a second change made
 * meanwhile (a sort, then at once the next page) would start from them and undo the first. With
 * the browser's history the address bar is already current; a memory router has only the render's.
 */
export function latestSearchParams(rendered: URLSearchParams, renderedPathname: string): URLSearchParams {
  if (typeof window !== 'undefined' && window.location.pathname === renderedPathname) return new URLSearchParams(window.location.search);
  return rendered;
}

export function useTableUrlState<const FilterKey extends string = never>(options: TableUrlStateOptions<FilterKey> = {}): TableUrlState<FilterKey> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  // Callers pass a fresh options object every render: its contents (plain JSON) are what counts.
  const optionsKey = JSON.stringify(options);
  const stable = useMemo(() => JSON.parse(optionsKey) as TableUrlStateOptions<FilterKey>, [optionsKey]);
  const value = useMemo(() => parseTableUrlState(searchParams, stable), [searchParams, stable]);

  const commit = useCallback(
    (update: (current: TableUrlStateValue<FilterKey>) => TableUrlStateValue<FilterKey>, change: TableUrlChangeOptions = {}) => {
      setSearchParams(
        (rendered) => {
          const current = latestSearchParams(rendered, pathname);
          return writeTableUrlState(current, update(parseTableUrlState(current, stable)), stable);
        },
        { replace: change.replace === true, preventScrollReset: true },
      );
    },
    [setSearchParams, pathname, stable],
  );

  return useMemo((): TableUrlState<FilterKey> => {
    const applyFilters = (current: TableUrlStateValue<FilterKey>, filters: Partial<Record<FilterKey, string | null>>) => {
      const next: Partial<Record<FilterKey, string>> = { ...current.filters };
      for (const [key, filterValue] of Object.entries(filters) as [FilterKey, string | null | undefined][]) {
        if (filterValue === null || filterValue === undefined || filterValue === '') delete next[key];
        else next[key] = filterValue;
      }
      return { ...current, page: 1, filters: next };
    };
    return {
      ...value,
      range: pageRange(value.page, value.pageSize),
      pageSizeOptions: pageSizeOptions(stable),
      setPage: (page, pageSize, change) =>
        commit((current) => {
          const nextSize = pageSize ?? current.pageSize;
          // A new page size starts over at page 1: the old page number means other rows.
          return { ...current, pageSize: nextSize, page: nextSize !== current.pageSize ? 1 : Math.max(1, page) };
        }, change),
      setSort: (sort, change) => commit((current) => ({ ...current, page: 1, sort }), change),
      setFilter: (key, filterValue, change) => commit((current) => applyFilters(current, { [key]: filterValue } as Partial<Record<FilterKey, string | null>>), change),
      setFilters: (filters, change) => commit((current) => applyFilters(current, filters), change),
      reset: () =>
        commit(() => ({
          page: 1,
          pageSize: stable.pageSize ?? value.pageSize,
          sort: stable.defaultSort ?? null,
          filters: { ...(stable.defaultFilters ?? {}) } as Partial<Record<FilterKey, string>>,
        })),
    };
  }, [value, commit, stable]);
}
