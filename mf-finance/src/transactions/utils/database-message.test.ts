// Unit tests of the refusal wording: the ledger's reasons kept, constraint errors in plain words.
import { describe, expect, it } from 'vitest';
import { databaseMessage } from './database-message';

describe('databaseMessage', () => {
  it('keeps the period lock reason', () => {
    expect(databaseMessage({ code: '23514', message: 'Period locked: nothing can be posted on or before 2026-01-31' })).toBe(
      'Period locked: nothing can be posted on or before 2026-01-31',
    );
  });

  it('does not show a constraint name', () => {
    expect(databaseMessage({ code: '23514', message: 'new row for relation "transactions" violates check constraint "transactions_amount_check"' })).not.toContain('constraint');
  });
});
