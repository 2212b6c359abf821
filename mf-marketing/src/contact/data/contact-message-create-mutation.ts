// Stores a contact message through the data API as the visitor (anon may insert, never read back:
// contact_messages' RLS), with a plain request (site/public-api.ts): the contact page loads no
// supabase client and no session, on submit either.
import { insertRow } from '../../site/public-api';
import { contactMessageRow, type ContactForm } from '../contact-form-schema';

export type ContactMessageResult = { ok: true } | { ok: false; error: string };

export const CONTACT_SEND_FAILED = 'We could not send your message. Please try again in a moment, or e-mail hello@missionbase.org.';

export async function createContactMessage(form: ContactForm): Promise<ContactMessageResult> {
  try {
    // Prefer return=minimal: the visitor may not read the table, so asking for the row back would fail.
    if (!(await insertRow('contact_messages', contactMessageRow(form)))) return { ok: false, error: CONTACT_SEND_FAILED };
    return { ok: true };
  } catch {
    return { ok: false, error: CONTACT_SEND_FAILED };
  }
}
