// The vendor drawer's form: contact details, tax id, the default expense account (a bill line
// without an account is debited to it) and whether the vendor gets a 1099.
import { z } from 'zod';

export const vendorFormSchema = z
  .object({
    name: z.string().trim().min(1, "Enter the vendor's name.").max(200, 'A name has at most 200 characters.'),
    email: z.string().trim().max(320),
    phone: z.string().trim().max(40),
    address: z.string().trim().max(500),
    taxId: z.string().trim().max(20, 'A tax id has at most 20 characters.'),
    defaultExpenseAccountId: z.string().nullable(),
    is1099: z.boolean(),
    notes: z.string().trim().max(2000),
  })
  .superRefine((values, context) => {
    if (values.email.length > 0 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'Enter an e-mail address such as name@example.org.' });
    }
    if (values.is1099 && values.taxId.length === 0) {
      context.addIssue({ code: 'custom', path: ['taxId'], message: 'A 1099 vendor needs its tax id (EIN or SSN) for the form.' });
    }
  });

export type VendorFormValues = z.input<typeof vendorFormSchema>;
export type VendorFormOutput = z.output<typeof vendorFormSchema>;

export const NEW_VENDOR_VALUES: VendorFormValues = { name: '', email: '', phone: '', address: '', taxId: '', defaultExpenseAccountId: null, is1099: false, notes: '' };

/** A saved vendor as list_vendors declares it (every attribute may be null): the form's defaults fill the gaps. */
export interface VendorLike {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  tax_id: string | null;
  default_expense_account_id: string | null;
  is_1099: boolean | null;
  notes: string | null;
}

export function vendorValuesOf(vendor: VendorLike): VendorFormValues {
  return {
    name: vendor.name ?? '', email: vendor.email ?? '', phone: vendor.phone ?? '', address: vendor.address ?? '', taxId: vendor.tax_id ?? '',
    defaultExpenseAccountId: vendor.default_expense_account_id, is1099: vendor.is_1099 ?? false, notes: vendor.notes ?? '',
  };
}

export function vendorWriteOf(values: VendorFormOutput) {
  return {
    name: values.name, email: values.email || null, phone: values.phone || null, address: values.address || null, tax_id: values.taxId || null,
    default_expense_account_id: values.defaultExpenseAccountId, is_1099: values.is1099, notes: values.notes || null,
  };
}
