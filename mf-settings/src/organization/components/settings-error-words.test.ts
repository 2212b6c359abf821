// The settings pages show the database's own sentences, and the kit's words for raw constraint errors.
import { describe, expect, it } from 'vitest';
import { settingsErrorMessage } from './settings-error-words';

describe('settingsErrorMessage', () => {
  it('passes a sentence raised with a check code through', () => {
    expect(settingsErrorMessage({ code: '23514', message: 'An organization must keep at least one owner' })).toBe('An organization must keep at least one owner');
  });
  it('words a raw check constraint violation as the kit does', () => {
    expect(settingsErrorMessage({ code: '23514', message: 'new row for relation "organization_settings" violates check constraint "organization_settings_ein_check"' })).toBe(
      'A value is not allowed here.',
    );
  });
  it('keeps the kit\'s permission words for RLS refusals', () => {
    expect(settingsErrorMessage({ code: '42501', message: 'new row violates row-level security policy' })).toBe('You do not have permission to make this change.');
  });
});
