import { describe, expect, it } from 'vitest';
import { departmentNames } from './employee-departments-query';

describe('departmentNames', () => {
  it('reads the department of each row the API sends', () => {
    expect(departmentNames([{ department: 'Operations' }, { department: 'Programs' }, { department: null }])).toEqual(['Operations', 'Programs']);
    expect(departmentNames([])).toEqual([]);
  });
});
