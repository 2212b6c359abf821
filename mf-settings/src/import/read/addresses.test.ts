import { describe, expect, it } from 'vitest';
import { splitAddress } from './addresses';

describe('postal addresses in one cell or in lines', () => {
  it('splits a one-line address at its commas into street lines, city, state and ZIP', () => {
    expect(splitAddress(['12 Main St, Suite 4, Springfield, IL 62701'])).toEqual({ address_line1: '12 Main St', address_line2: 'Suite 4', city: 'Springfield', region: 'IL', postal_code: '62701', country: null });
  });

  it('reads the city line of a multi-line address, and a country after it', () => {
    expect(splitAddress(['City Hall\n300 Monroe St\nSpringfield, IL 62701-1234\nUSA'])).toEqual({ address_line1: 'City Hall', address_line2: '300 Monroe St', city: 'Springfield', region: 'IL', postal_code: '62701-1234', country: 'United States' });
  });

  it('reads a Canadian postal code and keeps an address it cannot split as its first line', () => {
    expect(splitAddress(['9 Oak Rd', 'Toronto ON M5V 2T6'])).toMatchObject({ city: 'Toronto', region: 'ON', postal_code: 'M5V 2T6' });
    expect(splitAddress(['Rue de la Paix 5, Paris'])).toEqual({ address_line1: 'Rue de la Paix 5', address_line2: 'Paris', city: null, region: null, postal_code: null, country: null });
    expect(splitAddress(['', '  '])).toEqual({ address_line1: null, address_line2: null, city: null, region: null, postal_code: null, country: null });
  });
});
