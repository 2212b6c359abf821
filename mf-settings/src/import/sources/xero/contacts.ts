// Xero's contacts export (Contacts > All contacts > Export), the columns its import takes:
// *ContactName, AccountNumber, EmailAddress, FirstName, LastName, the postal address (POAttentionTo,
// POAddressLine1-4, POCity, PORegion, POPostalCode, POCountry), the street address (SA…),
// PhoneNumber, MobileNumber, TaxNumber and more. The file does not say who is a customer or a
// supplier, so every row is a contact.
import type { SourceFormat } from '../../read/source-format';
import { cellValue, column, findHeader, textOrNull } from '../../read/report-table';
import { XERO } from './xero-report';

export const xeroContacts: SourceFormat = {
  id: 'xero-contacts',
  source: XERO,
  title: 'Contacts',
  detect(sample) {
    const headerIndex = findHeader(sample, (headings) => headings.includes('contactname') && (headings.includes('emailaddress') || headings.includes('poaddressline1')));
    return headerIndex < 0 ? null : { score: 6, headerIndex };
  },
  open({ sink, header }) {
    const name = column(header, 'contactname');
    const email = column(header, 'emailaddress');
    const phone = column(header, 'phonenumber');
    const mobile = column(header, 'mobilenumber');
    const taxNumber = column(header, 'taxnumber');
    const field = (prefix: 'po' | 'sa', suffix: string) => column(header, `${prefix}${suffix}`);
    return {
      row(cells) {
        const contactName = cellValue(cells, name);
        if (contactName === '') return;
        // The postal address when it has a first line, else the street address.
        const prefix = cellValue(cells, field('po', 'addressline1')) !== '' || cellValue(cells, field('sa', 'addressline1')) === '' ? 'po' : 'sa';
        const secondLines = ['addressline2', 'addressline3', 'addressline4'].map((suffix) => cellValue(cells, field(prefix, suffix))).filter((text) => text !== '');
        sink.contact({
          source_key: contactName,
          kind: 'contact',
          name: contactName,
          email: textOrNull(cells, email),
          phone: textOrNull(cells, phone) ?? textOrNull(cells, mobile),
          address_line1: textOrNull(cells, field(prefix, 'addressline1')),
          address_line2: secondLines.length > 0 ? secondLines.join(', ') : null,
          city: textOrNull(cells, field(prefix, 'city')),
          region: textOrNull(cells, field(prefix, 'region')),
          postal_code: textOrNull(cells, field(prefix, 'postalcode')),
          country: textOrNull(cells, field(prefix, 'country')),
          tax_id: textOrNull(cells, taxNumber),
          is_1099: null,
        });
      },
      end() {},
    };
  },
};
