// Sends the contact form: validation, the honeypot, the client-side rate limit, then the insert.
import { useState } from 'react';
import { createContactMessage } from '../data/contact-message-create-mutation';
import { validateContactForm, type ContactField, type ContactFormValues } from '../contact-form-schema';
import { SUBMISSION_STORAGE_KEY, checkSubmission, parseSubmissionLog, recentSubmissions } from '../submission-limit';

export type ContactStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string; email: string }
  | { kind: 'failed'; message: string };

function readLog(): number[] {
  try {
    return parseSubmissionLog(window.localStorage.getItem(SUBMISSION_STORAGE_KEY));
  } catch {
    return [];
  }
}

function recordSubmission(now: number): void {
  try {
    window.localStorage.setItem(SUBMISSION_STORAGE_KEY, JSON.stringify([...recentSubmissions(readLog(), now), now]));
  } catch {
    // Private browsing may refuse storage; the message was still sent.
  }
}

export function useContactSubmit() {
  const [status, setStatus] = useState<ContactStatus>({ kind: 'editing' });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});

  async function submit(values: ContactFormValues, honeypot: string): Promise<void> {
    const validation = validateContactForm(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      setStatus({ kind: 'editing' });
      return;
    }
    setErrors({});
    const now = Date.now();
    // A filled honeypot is a bot: thank it as usual so it learns nothing, and store nothing.
    if (honeypot.trim() !== '') {
      setStatus({ kind: 'sent', name: validation.value.name, email: validation.value.email });
      return;
    }
    const limit = checkSubmission(readLog(), now);
    if (!limit.allowed) {
      setStatus({ kind: 'failed', message: limit.message });
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await createContactMessage(validation.value);
    if (!result.ok) {
      setStatus({ kind: 'failed', message: result.error });
      return;
    }
    recordSubmission(now);
    setStatus({ kind: 'sent', name: validation.value.name, email: validation.value.email });
  }

  function reset(): void {
    setStatus({ kind: 'editing' });
    setErrors({});
  }

  return { status, errors, submit, reset };
}
