import { describe, expect, it } from 'vitest';
import {
  NETWORK_ERROR,
  PERMISSION_ERROR,
  STILL_USED_ERROR,
  UNKNOWN_ERROR,
  fieldErrorsFrom,
  serverErrorMessage,
} from './server-errors';

const duplicate = {
  code: '23505',
  message: 'duplicate key value violates unique constraint "accounts_organization_id_code_key"',
  details: 'Key (organization_id, code)=(5b2e..., 1010) already exists.',
  hint: null,
};

describe('server errors in plain words', () => {
  it('a message raised by our database functions passes through', () => {
    expect(serverErrorMessage({ code: 'P0001', message: 'The period through 2026-06-30 is locked.', details: null, hint: null })).toBe(
      'The period through 2026-06-30 is locked.',
    );
  });

  it('a quota refusal (429, PT429) reads as the database wrote it', () => {
    const message = 'You have sent 50 documents by e-mail in the last hour, the most one person may send. Try again later.';
    expect(serverErrorMessage({ code: 'PT429', message, details: null, hint: null })).toBe(message);
  });

  it('a sentence our SQL raises with a constraint code (a period lock, the last owner) passes through', () => {
    expect(serverErrorMessage({ code: '23514', message: 'The period through 2026-06-30 is locked.' })).toBe('The period through 2026-06-30 is locked.');
    expect(serverErrorMessage({ code: '23505', message: 'An organization must keep at least one owner.' })).toBe('An organization must keep at least one owner.');
    expect(serverErrorMessage({ code: '23514', message: 'new row for relation "funds" violates check constraint "funds_name_check"' })).toBe(
      'A value is not allowed here.',
    );
  });

  it('text the database refuses for a hidden text-direction mark or its length reads as a sentence', () => {
    expect(serverErrorMessage({ code: '23514', message: 'value for domain name_text violates check constraint "name_text_printable"' })).toBe(
      'A name must be one line, without control characters or hidden text-direction marks.',
    );
    expect(serverErrorMessage({ code: '23514', message: 'value for domain note_text violates check constraint "note_text_length"' })).toBe('Notes have at most 10,000 characters.');
  });

  it('constraint violations read as words, not codes', () => {
    expect(serverErrorMessage(duplicate)).toBe('Another record already has this code.');
    expect(serverErrorMessage({ code: '23503', message: 'update or delete on table "accounts" violates foreign key constraint "x" on table "journal_entry_lines"' })).toBe(
      STILL_USED_ERROR,
    );
    expect(serverErrorMessage({ code: '23502', message: 'null value in column "fund_id" of relation "x" violates not-null constraint' })).toBe('Fund is required.');
  });

  it('row-level security refusals, network failures and gateway errors', () => {
    expect(serverErrorMessage({ code: '42501', message: 'new row violates row-level security policy for table "funds"' })).toBe(PERMISSION_ERROR);
    expect(serverErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR);
    expect(serverErrorMessage({ code: 'PGRST100', message: 'failed to parse filter' })).toBe(UNKNOWN_ERROR);
    expect(serverErrorMessage(undefined)).toBe(UNKNOWN_ERROR);
    expect(serverErrorMessage('Plain words')).toBe('Plain words');
  });

  it('a refusal lands on its field by constraint, column or message fragment', () => {
    expect(fieldErrorsFrom(duplicate, { accounts_organization_id_code_key: { field: 'code', message: 'Another account already has this code.' } })).toEqual([
      { name: ['code'], errors: ['Another account already has this code.'] },
    ]);
    expect(fieldErrorsFrom(duplicate, { code: 'code' })).toEqual([{ name: ['code'], errors: ['Another record already has this code.'] }]);
    expect(fieldErrorsFrom({ code: 'P0001', message: 'The period is locked.' }, { locked: 'date' })).toEqual([{ name: ['date'], errors: ['The period is locked.'] }]);
    expect(fieldErrorsFrom({ code: 'P0001', message: 'Access denied' }, { locked: 'date' })).toEqual([]);
  });
});

describe('a number too large for the database', () => {
  it('reads as a sentence with the limit, never as "numeric field overflow"', () => {
    const overflow = {
      code: '22003',
      message: 'numeric field overflow',
      details: 'A field with precision 14, scale 2 must round to an absolute value less than 10^12.',
      hint: null,
    };
    expect(serverErrorMessage(overflow)).toBe('A number is too large: it must be less than 1,000,000,000,000.');
    expect(serverErrorMessage({ code: '22003', message: 'integer out of range', details: null })).toBe('A number is too large for this field.');
  });
});

describe('a date the database refuses', () => {
  it('says the range in words', () => {
    const refusal = { code: '23514', message: 'value for domain business_date violates check constraint "business_date_range"', details: null, hint: null };
    expect(serverErrorMessage(refusal)).toBe('Enter a date between 1900 and ten years from today.');
  });
});
