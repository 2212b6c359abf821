import { describe, expect, it } from 'vitest';
import type { ImportContact } from '../../model/import-model';
import { readFixture, textFile } from '../../test/fixture-file';
import { readImportFile } from '../../read/read-import-file';

const NOTHING = { email: null, phone: null, address_line1: null, address_line2: null, city: null, region: null, postal_code: null, country: null, tax_id: null, is_1099: null };

function contact(fields: Partial<ImportContact> & Pick<ImportContact, 'source_key' | 'kind'>): ImportContact {
  return { ...NOTHING, name: fields.source_key, ...fields };
}

describe('QuickBooks Online contact lists', () => {
  it('a Customer Contact List gives customers with the first phone number and the billing address split into its parts', async () => {
    const parsed = await readFixture(import.meta.url, 'customer-contacts.csv');
    expect(parsed.format).toBe('qbo-customer-contacts');
    expect(parsed.contacts).toEqual([
      contact({ source_key: 'County Arts Council', kind: 'customer', email: 'grants@countyarts.example', phone: '(555) 010-2000', address_line1: '12 Main St', address_line2: 'Suite 4', city: 'Springfield', region: 'IL', postal_code: '62701' }),
      contact({ source_key: 'City of Springfield', kind: 'customer', phone: '(555) 010-3000', address_line1: 'City Hall', address_line2: '300 Monroe St', city: 'Springfield', region: 'IL', postal_code: '62701', country: 'United States' }),
      contact({ source_key: 'Lopez, Maria', kind: 'customer', email: 'maria@example.org' }),
    ]);
  });

  it('a Vendor Contact List gives vendors with their tax id and whether they get a 1099', async () => {
    const parsed = await readFixture(import.meta.url, 'vendor-contacts.csv');
    expect(parsed.format).toBe('qbo-vendor-contacts');
    expect(parsed.contacts).toEqual([
      contact({ source_key: 'City Power', kind: 'vendor', email: 'billing@citypower.example', phone: '(555) 010-4400', address_line1: '400 Grid Ave', city: 'Springfield', region: 'IL', postal_code: '62702', is_1099: false }),
      contact({ source_key: 'Sam Rivera Consulting', kind: 'vendor', email: 'sam@rivera.example', phone: '(555) 010-5500', address_line1: '9 Oak Rd', city: 'Toronto', region: 'ON', postal_code: 'M5V 2T6', country: 'Canada', tax_id: '12-3456789', is_1099: true }),
    ]);
  });

  it('the nonprofit edition’s Donor Contact List gives donors', async () => {
    const parsed = await readImportFile(textFile('donors.csv', 'Donor Contact List\nHope Harbor\n\nDonor,Phone Numbers,Email,Full Name,Billing Address\nJane Donor,,jane@example.org,Jane Donor,\n'));
    expect(parsed.contacts).toEqual([contact({ source_key: 'Jane Donor', kind: 'donor', email: 'jane@example.org' })]);
  });
});
