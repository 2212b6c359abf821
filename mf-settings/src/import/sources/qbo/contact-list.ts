// QuickBooks Online's Customer Contact List and Vendor Contact List (Donor and Supplier in the
// editions that call them so): the name, Phone Numbers, Email, Full Name and the address as one
// cell (Billing Address for customers, Address for vendors); vendors' lists can add Tax ID and
// the 1099 tracking column.
import type { ContactKind } from '../../model/import-model';
import type { SourceFormat } from '../../read/source-format';
import { splitAddress } from '../../read/addresses';
import { cellValue, column, findHeader, isFooterLabel, isTotalLabel, textOrNull, yesNo } from '../../read/report-table';
import { QBO } from './qbo-report';
import { readReportHeader, titleScore } from '../../read/report-header';

/** The first phone number of a "Phone Numbers" cell ("Phone: (555) 010-2000 Mobile: …"). */
function firstPhone(text: string | null): string | null {
  if (!text) return null;
  const parts = text.split(/(?:^|\s|;|,)(?:phone|mobile|fax|other|work|home|main|cell|alt\.? phone)\s*:\s*/i).map((part) => part.trim().replace(/[;,]$/, '')).filter((part) => part !== '');
  return parts[0] ?? null;
}

function contactList(id: 'qbo-customer-contacts' | 'qbo-vendor-contacts', title: string, names: Readonly<Record<string, ContactKind>>, titlePattern: RegExp): SourceFormat {
  return {
    id,
    source: QBO,
    title,
    detect(sample) {
      const headerIndex = findHeader(sample, (headings) => Object.keys(names).some((name) => headings.includes(name)) && (headings.includes('email') || headings.includes('phone numbers')) && !headings.includes('date'));
      if (headerIndex < 0) return null;
      return { score: 3 + titleScore(sample, headerIndex, titlePattern), headerIndex };
    },
    open({ sink, header, preamble }) {
      readReportHeader(preamble, sink);
      const nameHeading = Object.keys(names).find((name) => column(header, name) >= 0) ?? '';
      const kind = names[nameHeading] ?? 'contact';
      const name = column(header, nameHeading);
      const phone = column(header, 'phone numbers', 'phone');
      const email = column(header, 'email', 'email address');
      const address = column(header, 'billing address', 'address', 'bill address');
      const taxId = column(header, 'tax id', 'tax id number', 'business id no.');
      const track1099 = column(header, 'track 1099', '1099 tracking', 'eligible for 1099', '1099');
      return {
        row(cells) {
          const displayName = cellValue(cells, name);
          if (displayName === '' || isTotalLabel(displayName) || isFooterLabel(displayName)) return;
          sink.contact({
            source_key: displayName,
            kind,
            name: displayName,
            email: textOrNull(cells, email),
            phone: firstPhone(textOrNull(cells, phone)),
            ...splitAddress([cellValue(cells, address)]),
            tax_id: textOrNull(cells, taxId),
            is_1099: track1099 >= 0 ? yesNo(cellValue(cells, track1099)) : null,
          });
        },
        end() {},
      };
    },
  };
}

export const qboCustomerContacts = contactList('qbo-customer-contacts', 'Customer Contact List', { customer: 'customer', donor: 'donor' }, /^(?:customer|donor) contact list$/i);
export const qboVendorContacts = contactList('qbo-vendor-contacts', 'Vendor Contact List', { vendor: 'vendor', supplier: 'vendor' }, /^(?:vendor|supplier) contact list$/i);
