import { describe, expect, it } from 'vitest';
import { nextRowIndex } from './row-navigation';

describe('row navigation', () => {
  it('arrows move one row and stop at the ends', () => {
    expect(nextRowIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextRowIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextRowIndex('ArrowUp', 0, 3)).toBe(0);
    expect(nextRowIndex('ArrowUp', 2, 3)).toBe(1);
  });

  it('Home, End and page keys jump; other keys are not moves', () => {
    expect(nextRowIndex('Home', 5, 20)).toBe(0);
    expect(nextRowIndex('End', 5, 20)).toBe(19);
    expect(nextRowIndex('PageDown', 5, 20)).toBe(15);
    expect(nextRowIndex('PageUp', 5, 20)).toBe(0);
    expect(nextRowIndex('Enter', 5, 20)).toBeNull();
    expect(nextRowIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
