import { describe, expect, it } from 'vitest';
import { letterheadFrom } from './letterhead';

describe('document letterhead', () => {
  it('the settings row becomes US postal lines', () => {
    expect(
      letterheadFrom('Org', { address_line1: '1 Main St', address_line2: null, city: 'Portland', region: 'ME', postal_code: '04101', country: 'United States', ein: '12-3456789', logo_url: null }),
    ).toEqual({ name: 'Org', logoUrl: null, address: ['1 Main St', 'Portland, ME 04101', 'United States'], ein: '12-3456789' });
  });
});
