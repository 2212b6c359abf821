import { describe, expect, it } from 'vitest';
import { adjustmentFormSchema } from './adjustment-form';

const BASE = { quantity: '5', date: '2026-03-01', reason: 'Saturday pantry', projectId: null, fundId: null, unitCost: '' };

function paths(values: object): string[] {
  const result = adjustmentFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('adjustment form', () => {
  it('needs the program for a distribution and the fair value for donated goods', () => {
    expect(paths({ ...BASE, kind: 'distribution' })).toEqual(['projectId']);
    expect(paths({ ...BASE, kind: 'distribution', projectId: 'p' })).toEqual([]);
    expect(paths({ ...BASE, kind: 'donation_in' })).toEqual(['unitCost']);
    expect(paths({ ...BASE, kind: 'donation_in', unitCost: '1.25' })).toEqual([]);
  });
  it('allows a count of zero but not a zero spoilage, and always needs a reason', () => {
    expect(paths({ ...BASE, kind: 'count', quantity: '0' })).toEqual([]);
    expect(paths({ ...BASE, kind: 'spoilage', quantity: '0' })).toEqual(['quantity']);
    expect(paths({ ...BASE, kind: 'spoilage', reason: ' ' })).toEqual(['reason']);
  });
});
