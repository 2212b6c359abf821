import { describe, expect, it } from 'vitest';
import { NEW_DONOR_VALUES, donorFormSchema, donorValuesOf, donorWriteOf } from './donor-form';

function problems(values: Partial<typeof NEW_DONOR_VALUES>): Record<string, string> {
  const result = donorFormSchema.safeParse({ ...NEW_DONOR_VALUES, name: 'Ada Lovelace', ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('donor form', () => {
  it('a full mailing address is written field by field', () => {
    const parsed = donorFormSchema.parse({
      ...NEW_DONOR_VALUES, name: ' Ada Lovelace ', addressLine1: ' 88 Pleasant Street ', addressLine2: 'Apartment 4B',
      city: 'South Portland', region: 'ME', postalCode: '04106', country: '',
    });
    expect(donorWriteOf(parsed)).toMatchObject({
      name: 'Ada Lovelace', address_line1: '88 Pleasant Street', address_line2: 'Apartment 4B', city: 'South Portland',
      region: 'ME', postal_code: '04106', country: null,
    });
  });

  it('an address without its street or city is refused with what is missing', () => {
    expect(problems({ city: 'Portland' })).toEqual({ addressLine1: 'Enter the street address (line 1).' });
    expect(problems({ addressLine1: '5 Elm Road' })).toEqual({ city: 'Enter the city.' });
  });

  it('a postal code alone is kept (it serves the duplicate check)', () => {
    expect(problems({ postalCode: '04101' })).toEqual({});
  });

  it('a US postal code must be a ZIP code; one abroad is free', () => {
    expect(problems({ addressLine1: '5 Elm Road', city: 'Portland', postalCode: '0410' })).toEqual({
      postalCode: 'Enter a ZIP code such as 04101 or 04101-1234, or the country of a postal code abroad.',
    });
    expect(problems({ addressLine1: '5 Elm Road', city: 'Portland', postalCode: '04101-1234', country: 'USA' })).toEqual({});
    expect(problems({ addressLine1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'United Kingdom' })).toEqual({});
  });

  it('a saved donor opens with its address fields, empty ones as blanks', () => {
    expect(donorValuesOf({
      name: 'Ada', donor_type: 'individual', email: null, phone: null, address_line1: '5 Elm Road', address_line2: null,
      city: 'Portland', region: 'ME', postal_code: '04101', country: null, notes: null,
    })).toMatchObject({ addressLine1: '5 Elm Road', addressLine2: '', city: 'Portland', region: 'ME', postalCode: '04101', country: '' });
  });
});
