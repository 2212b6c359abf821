import { describe, expect, it } from 'vitest';
import { readDepartments } from './employee-departments-query';

describe('readDepartments', () => {
  it('reads the rows the API sends, whatever their shape', () => {
    expect(readDepartments([{ department: 'Programs' }, 'Operations', { other: 1 }, null])).toEqual(['Programs', 'Operations']);
    expect(readDepartments(null)).toEqual([]);
  });
});
