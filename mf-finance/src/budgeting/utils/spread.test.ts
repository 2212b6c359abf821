// The spreads add up to the total to the cent and follow last year's proportions.
import { describe, expect, it } from 'vitest';
import { gridCents, spreadByPattern, spreadEvenly } from './spread';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('spreadEvenly', () => {
  it('gives twelve months that add up to the total, the odd cents first', () => {
    const months = spreadEvenly(100_005);
    expect(months).toHaveLength(12);
    expect(sum(months)).toBe(100_005);
    expect(months.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => 8334));
    expect(months.slice(9)).toEqual([8333, 8333, 8333]);
  });

  it('spreads a negative total the same way', () => {
    expect(sum(spreadEvenly(-1_201))).toBe(-1_201);
  });
});

describe('spreadByPattern', () => {
  it('follows last year\'s monthly proportions and keeps the total', () => {
    const last = [0, 0, 0, 0, 0, 0, 50_000, 50_000, 0, 0, 0, 100_000];
    const months = spreadByPattern(40_001, last);
    expect(sum(months)).toBe(40_001);
    expect(months[6]).toBe(10_000);
    expect(months[11]).toBe(20_001); // the largest remainder takes the odd cent
    expect(months[0]).toBe(0);
  });

  it('without a positive month last year, spreads evenly', () => {
    expect(spreadByPattern(1_200, Array.from({ length: 12 }, () => 0))).toEqual(spreadEvenly(1_200));
  });
});

describe('gridCents', () => {
  it('reads typed amounts, blanks as zero, and refuses text', () => {
    expect(gridCents('1,234.5')).toBe(123_450);
    expect(gridCents('$-12')).toBe(-1_200);
    expect(gridCents('')).toBe(0);
    expect(gridCents('12.345')).toBeNull();
    expect(gridCents('ten')).toBeNull();
  });
});
