import { describe, expect, it } from 'vitest';
import { formatDay, PROJECT_STATUS_WORDS, wordFor } from './labels';

describe('labels', () => {
  it('reads a date as a calendar day', () => {
    expect(formatDay('2026-03-03')).toBe('Mar 3, 2026');
    expect(formatDay(null)).toBe('');
  });
  it('words a code, or shows an unknown one as is', () => {
    expect(wordFor(PROJECT_STATUS_WORDS, 'on_hold')).toBe('On hold');
    expect(wordFor(PROJECT_STATUS_WORDS, 'mystery')).toBe('mystery');
  });
});
