import { describe, expect, it } from 'vitest';
import { storageSafeFileName } from './storage-file-name';

describe('e-mailed document file name', () => {
  it('keeps letters, digits, dots and dashes and ends in .pdf', () => {
    expect(storageSafeFileName('Receipt RCPT-1042.pdf')).toBe('Receipt-RCPT-1042.pdf');
    expect(storageSafeFileName('Giving statement 2026 – Zoë / Ann')).toBe('Giving-statement-2026-Zoe-Ann.pdf');
    expect(storageSafeFileName('../..')).toBe('document.pdf');
  });
});
