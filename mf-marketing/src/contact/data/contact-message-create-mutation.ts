// Stores a contact message through the data API as the visitor (anon may insert, never read back:
// contact_messages' RLS), with the page's one supabase client from @missionbase/session.
import { getSupabase } from '@missionbase/session';
import { contactMessageRow, type ContactForm } from '../contact-form-schema';

export type ContactMessageResult = { ok: true } | { ok: false; error: string };

export const CONTACT_SEND_FAILED = 'We could not send your message. Please try again in a moment, or e-mail hello@missionbase.org.';

export async function createContactMessage(form: ContactForm): Promise<ContactMessageResult> {
  try {
    // No `.select()`: the visitor may not read the table, so asking for the row back would fail.
    const { error } = await getSupabase().from('contact_messages').insert(contactMessageRow(form));
    if (error) return { ok: false, error: CONTACT_SEND_FAILED };
    return { ok: true };
  } catch {
    return { ok: false, error: CONTACT_SEND_FAILED };
  }
}
