import { describe, expect, it } from 'vitest';
import { maskTail } from './mask';

describe('maskTail', () => {
  it('keeps only the last four digits', () => {
    expect(maskTail('123-45-6789')).toBe('•••••6789');
    expect(maskTail('0012')).toBe('0012');
  });
});
