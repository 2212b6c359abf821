import { describe, expect, it } from 'vitest';
import { employeeListParamsFrom } from './employee-list-params';

describe('employee list params', () => {
  it('sends the filters and pages to the database, sorting by name unless a known key is asked', () => {
    expect(employeeListParamsFrom({ status: 'active', program: 'p1' }, { key: 'hire_date', direction: 'desc' }, 3, 25)).toEqual({
      search: undefined, status: 'active', department: undefined, projectId: 'p1', sort: 'hire_date', direction: 'desc', limit: 25, offset: 50,
    });
    expect(employeeListParamsFrom({}, { key: 'bogus', direction: 'desc' }, 1, 25).sort).toBe('name');
  });
});
