// Unit tests of the dashboard widgets' state from the summary query's result.
import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@missionbase/domain/dashboard-summary';
import { dashboardSummaryState } from './dashboard-summary-query';

const summary = { organizationId: 'org' } as unknown as DashboardSummary;

describe('dashboardSummaryState', () => {
  it('is idle without an organization', () => {
    expect(dashboardSummaryState(null, { data: undefined, error: null, isFetching: false, status: 'pending' })).toEqual({ status: 'idle' });
  });

  it('keeps the last figures on screen while a reload runs', () => {
    expect(dashboardSummaryState('org', { data: summary, error: null, isFetching: true, status: 'success' })).toEqual({ status: 'loading', summary });
    expect(dashboardSummaryState('org', { data: undefined, error: null, isFetching: true, status: 'pending' })).toEqual({ status: 'loading', summary: null });
  });

  it('reports a failure with its message, with the last figures if any', () => {
    expect(dashboardSummaryState('org', { data: undefined, error: new Error('Access denied'), isFetching: false, status: 'error' })).toEqual({
      status: 'error',
      summary: null,
      message: 'Access denied',
    });
    expect(dashboardSummaryState('org', { data: summary, error: null, isFetching: false, status: 'success' })).toEqual({ status: 'ready', summary });
  });
});
