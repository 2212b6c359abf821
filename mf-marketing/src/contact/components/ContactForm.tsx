// The contact form: labelled fields with their errors, a honeypot hidden from people, and a clear
// confirmation once the message is stored. Plain HTML styled by public-site.css (no antd).
import { useState, type FormEvent } from 'react';
import { Notice } from '../../components/Notice';
import { CONTACT_LIMITS, type ContactField, type ContactFormValues } from '../contact-form-schema';
import { useContactSubmit } from '../hooks/use-contact-submit';

const EMPTY: ContactFormValues = { name: '', email: '', organizationName: '', subject: '', message: '' };

const FIELDS: readonly { field: ContactField; label: string; required: boolean; multiline?: boolean; type?: string; autoComplete?: string; max: number }[] = [
  { field: 'name', label: 'Your name', required: true, autoComplete: 'name', max: CONTACT_LIMITS.name },
  { field: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email', max: CONTACT_LIMITS.email },
  { field: 'organizationName', label: 'Organization', required: false, autoComplete: 'organization', max: CONTACT_LIMITS.organizationName },
  { field: 'subject', label: 'Subject', required: false, max: CONTACT_LIMITS.subject },
  { field: 'message', label: 'Message', required: true, multiline: true, max: CONTACT_LIMITS.message },
];

export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const { status, errors, submit, reset } = useContactSubmit();
  const sending = status.kind === 'sending';

  function handleChange(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(values, honeypot);
  }

  function handleSendAnother() {
    setValues(EMPTY);
    reset();
  }

  if (status.kind === 'sent') {
    return (
      <div role="status" data-testid="contact-confirmation" style={{ maxWidth: 560 }}>
        <Notice variant="success" title="Message sent">
          {`Thank you, ${status.name}. We received your message and will reply to ${status.email} within one business day.`}
        </Notice>
        <button type="button" className="mb-button" style={{ marginTop: 16 }} onClick={handleSendAnother}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Contact us" style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      {FIELDS.map(({ field, label, required, multiline, type, autoComplete, max }) => {
        const id = `contact-${field}`;
        const error = errors[field];
        const common = {
          id,
          className: 'mb-input',
          value: values[field],
          maxLength: max,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          'aria-required': required,
        };
        return (
          <div key={field} className="mb-field">
            <label htmlFor={id} className="mb-field-label">
              {label}
              {required ? '' : ' (optional)'}
            </label>
            {multiline ? (
              <textarea {...common} rows={6} onChange={(event) => handleChange(field, event.target.value)} />
            ) : (
              <input {...common} type={type ?? 'text'} autoComplete={autoComplete} onChange={(event) => handleChange(field, event.target.value)} />
            )}
            {error ? (
              <span id={`${id}-error`} className="mb-field-error">
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      {/* Honeypot: invisible to people and screen readers; bots that fill every field give themselves away. */}
      <div aria-hidden="true" style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </div>
      {status.kind === 'failed' ? <Notice variant="error" role="alert" title={status.message} /> : null}
      <div>
        <button type="submit" className="mb-button mb-button--primary mb-button--large" disabled={sending} aria-busy={sending}>
          {sending ? <span className="mb-button-spinner" aria-hidden="true" /> : null}
          Send message
        </button>
      </div>
    </form>
  );
}
