// The donor drawer's form: contact details of an individual or an organization giving, and the
// mailing address receipts and year-end statements print (street lines 1 and 2, city, state or
// region, postal code, country).
import { z } from 'zod';
import { DONOR_TYPES } from './donor-labels';

/** A country left empty, or one of these, is the United States: its postal code is a ZIP code. */
const UNITED_STATES = new Set(['', 'us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america']);
const ZIP_CODE = /^\d{5}(-\d{4})?$/;

export const donorFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the donor\'s name.').max(200, 'A donor name has at most 200 characters.'),
    donorType: z.enum(DONOR_TYPES),
    email: z.string().trim().max(320),
    phone: z.string().trim().max(40),
    addressLine1: z.string().trim().max(200, 'A street line has at most 200 characters.'),
    addressLine2: z.string().trim().max(200, 'A street line has at most 200 characters.'),
    city: z.string().trim().max(100, 'A city has at most 100 characters.'),
    region: z.string().trim().max(100, 'A state or region has at most 100 characters.'),
    postalCode: z.string().trim().max(20, 'A postal code has at most 20 characters.'),
    country: z.string().trim().max(100, 'A country has at most 100 characters.'),
    notes: z.string().trim().max(2000),
  })
  .superRefine((values, context) => {
    if (values.email.length > 0 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'Enter an e-mail address such as name@example.org.' });
    }
    // A postal code alone serves the duplicate check; any other part makes it a mailing address,
    // which needs its street and city to reach the donor.
    const mailing = [values.addressLine1, values.addressLine2, values.city, values.region, values.country].some((part) => part.length > 0);
    if (mailing && values.addressLine1.length === 0) {
      context.addIssue({ code: 'custom', path: ['addressLine1'], message: 'Enter the street address (line 1).' });
    }
    if (mailing && values.city.length === 0) {
      context.addIssue({ code: 'custom', path: ['city'], message: 'Enter the city.' });
    }
    if (values.postalCode.length > 0 && UNITED_STATES.has(values.country.toLowerCase()) && !ZIP_CODE.test(values.postalCode)) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: 'Enter a ZIP code such as 04101 or 04101-1234, or the country of a postal code abroad.' });
    }
  });

export type DonorFormValues = z.input<typeof donorFormSchema>;
export type DonorFormOutput = z.output<typeof donorFormSchema>;

export const NEW_DONOR_VALUES: DonorFormValues = {
  name: '', donorType: 'individual', email: '', phone: '',
  addressLine1: '', addressLine2: '', city: '', region: '', postalCode: '', country: '', notes: '',
};

/** A donor as list_donors declares it (every attribute may be null): the form's defaults fill the gaps. */
export interface DonorLike {
  name: string | null;
  donor_type: string | null;
  email: string | null;
  phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  notes: string | null;
}

function isDonorType(value: string | null): value is (typeof DONOR_TYPES)[number] {
  return value !== null && (DONOR_TYPES as readonly string[]).includes(value);
}

export function donorValuesOf(donor: DonorLike): DonorFormValues {
  return {
    name: donor.name ?? '',
    donorType: isDonorType(donor.donor_type) ? donor.donor_type : 'other',
    email: donor.email ?? '',
    phone: donor.phone ?? '',
    addressLine1: donor.address_line1 ?? '',
    addressLine2: donor.address_line2 ?? '',
    city: donor.city ?? '',
    region: donor.region ?? '',
    postalCode: donor.postal_code ?? '',
    country: donor.country ?? '',
    notes: donor.notes ?? '',
  };
}

/** The columns written to public.donors (an empty field is stored as null). */
export function donorWriteOf(values: DonorFormOutput) {
  return {
    name: values.name,
    donor_type: values.donorType,
    email: values.email || null,
    phone: values.phone || null,
    address_line1: values.addressLine1 || null,
    address_line2: values.addressLine2 || null,
    city: values.city || null,
    region: values.region || null,
    postal_code: values.postalCode || null,
    country: values.country || null,
    notes: values.notes || null,
  };
}
