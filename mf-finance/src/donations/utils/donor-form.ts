// The donor drawer's form: contact details of an individual or an organization giving.
import { z } from 'zod';
import { DONOR_TYPES } from './donor-labels';

export const donorFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the donor\'s name.').max(200, 'A donor name has at most 200 characters.'),
    donorType: z.enum(DONOR_TYPES),
    email: z.string().trim().max(320),
    phone: z.string().trim().max(40),
    address: z.string().trim().max(500),
    postalCode: z.string().trim().max(20, 'A postal code has at most 20 characters.'),
    notes: z.string().trim().max(2000),
  })
  .superRefine((values, context) => {
    if (values.email.length > 0 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'Enter an e-mail address such as name@example.org.' });
    }
  });

export type DonorFormValues = z.input<typeof donorFormSchema>;
export type DonorFormOutput = z.output<typeof donorFormSchema>;

export const NEW_DONOR_VALUES: DonorFormValues = { name: '', donorType: 'individual', email: '', phone: '', address: '', postalCode: '', notes: '' };

/** A donor as list_donors declares it (every attribute may be null): the form's defaults fill the gaps. */
export interface DonorLike {
  name: string | null;
  donor_type: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
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
    address: donor.address ?? '',
    postalCode: donor.postal_code ?? '',
    notes: donor.notes ?? '',
  };
}
