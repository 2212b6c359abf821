// The customer drawer's form: a grantor or program fee payer with contact details.
import { z } from 'zod';

export const customerFormSchema = z
  .object({
    name: z.string().trim().min(1, "Enter the customer's name.").max(200, 'A name has at most 200 characters.'),
    email: z.string().trim().max(320),
    phone: z.string().trim().max(40),
    address: z.string().trim().max(500),
    notes: z.string().trim().max(2000),
  })
  .superRefine((values, context) => {
    if (values.email.length > 0 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'Enter an e-mail address such as name@example.org.' });
    }
  });

export type CustomerFormValues = z.input<typeof customerFormSchema>;
export type CustomerFormOutput = z.output<typeof customerFormSchema>;

export const NEW_CUSTOMER_VALUES: CustomerFormValues = { name: '', email: '', phone: '', address: '', notes: '' };

/** A saved customer as list_customers declares it (every attribute may be null): the form's defaults fill the gaps. */
export interface CustomerLike {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
}

export function customerValuesOf(customer: CustomerLike): CustomerFormValues {
  return { name: customer.name ?? '', email: customer.email ?? '', phone: customer.phone ?? '', address: customer.address ?? '', notes: customer.notes ?? '' };
}

export function customerWriteOf(values: CustomerFormOutput) {
  return { name: values.name, email: values.email || null, phone: values.phone || null, address: values.address || null, notes: values.notes || null };
}
