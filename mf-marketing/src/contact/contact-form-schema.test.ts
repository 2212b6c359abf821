// Unit tests for the contact form's validation and the row it stores.
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactMessageRow, validateContactForm } from './contact-form-schema';

const VALID = { name: '  Marisol Ortega ', email: 'marisol@eastsidefoodbank.org', organizationName: '', subject: 'Pricing', message: 'Do you offer discounts for food banks?' };

describe('validateContactForm', () => {
  it('accepts a complete form, trimmed', () => {
    const result = validateContactForm(VALID);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.name).toBe('Marisol Ortega');
  });

  it('names each problem with a clear message', () => {
    const result = validateContactForm({ name: ' ', email: 'not-an-email', organizationName: '', subject: '', message: 'hi' });
    expect(result).toEqual({
      ok: false,
      errors: { name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailInvalid, message: CONTACT_MESSAGES.messageTooShort },
    });
    expect(CONTACT_MESSAGES.emailInvalid).toBe('Please enter a valid e-mail address, like name@example.org.');
  });

  it('refuses text longer than the table allows', () => {
    const result = validateContactForm({ ...VALID, message: 'x'.repeat(5001), subject: 's'.repeat(201) });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.message).toBe(CONTACT_MESSAGES.messageTooLong);
      expect(result.errors.subject).toBe(CONTACT_MESSAGES.subjectTooLong);
    }
  });
});

describe('contactMessageRow', () => {
  it('stores empty optional fields as null, in the table’s column names', () => {
    const result = validateContactForm(VALID);
    if (!result.ok) throw new Error('expected a valid form');
    expect(contactMessageRow(result.value)).toEqual({
      name: 'Marisol Ortega',
      email: 'marisol@eastsidefoodbank.org',
      organization_name: null,
      subject: 'Pricing',
      message: 'Do you offer discounts for food banks?',
    });
  });
});
