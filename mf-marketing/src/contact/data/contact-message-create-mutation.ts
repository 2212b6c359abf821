// Stores a contact message through the data API as the visitor (anon may insert, never read back:
// contact_messages' RLS), with the page's one supabase client from @missionbase/session. The
// session is loaded on submit, not with the page: the contact page stays as light as the others.
import { contactMessageRow, type ContactForm } from '../contact-form-schema';

export type ContactMessageResult = { ok: true } | { ok: false; error: string };

export const CONTACT_SEND_FAILED = 'We could not send your message. Please try again in a moment, or e-mail hello@missionbase.org.';

export async function createContactMessage(form: ContactForm): Promise<ContactMessageResult> {
  try {
    // The shell configures the session only for its application area; on a public page the
    // client is configured here from the page's runtime config if nobody has yet.
    const { configuredSupabase } = await import('@missionbase/mf-config/ensure-session');
    const supabase = await configuredSupabase();
    // No `.select()`: the visitor may not read the table, so asking for the row back would fail.
    const { error } = await supabase.from('contact_messages').insert(contactMessageRow(form));
    if (error) return { ok: false, error: CONTACT_SEND_FAILED };
    return { ok: true };
  } catch {
    return { ok: false, error: CONTACT_SEND_FAILED };
  }
}
