// Validation of the contact form (zod/mini: the small build, to keep the public pages light). The
// limits mirror the contact_messages table's checks, so a valid form is a row the database accepts.
import * as z from 'zod/mini';

export const CONTACT_LIMITS = { name: 200, email: 320, organizationName: 200, subject: 200, message: 5000, messageMin: 10 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters.`,
  emailInvalid: 'Please enter a valid e-mail address, like name@example.org.',
  organizationTooLong: `The organization name can be at most ${CONTACT_LIMITS.organizationName} characters.`,
  subjectTooLong: `The subject can be at most ${CONTACT_LIMITS.subject} characters.`,
  messageTooShort: `Please write a message of at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.message} characters.`,
} as const;

const optionalText = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));

export const contactFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, CONTACT_MESSAGES.nameRequired), z.maxLength(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong)),
  email: z.string().check(z.trim(), z.maxLength(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid), z.email(CONTACT_MESSAGES.emailInvalid)),
  organizationName: optionalText(CONTACT_LIMITS.organizationName, CONTACT_MESSAGES.organizationTooLong),
  subject: optionalText(CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong),
  message: z
    .string()
    .check(z.trim(), z.minLength(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort), z.maxLength(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong)),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
export type ContactField = keyof ContactFormValues;

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'organizationName', 'subject', 'message'];

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

export type ContactValidation = { ok: true; value: ContactForm } | { ok: false; errors: Partial<Record<ContactField, string>> };

export function validateContactForm(values: ContactFormValues): ContactValidation {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    // The first problem of a field is the one worth showing.
    if (isContactField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The row stored in contact_messages: empty optional fields become null. */
export function contactMessageRow(form: ContactForm): { name: string; email: string; organization_name: string | null; subject: string | null; message: string } {
  return {
    name: form.name,
    email: form.email,
    organization_name: form.organizationName === '' ? null : form.organizationName,
    subject: form.subject === '' ? null : form.subject,
    message: form.message,
  };
}
