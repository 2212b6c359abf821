// Asks to change the signed-in person's e-mail: the auth service mails a confirmation link to the
// new address (through its outbox) and changes it only once that link is followed.
import { getSupabase } from '@missionbase/session';

export async function requestEmailChange(email: string): Promise<void> {
  const { error } = await getSupabase().auth.updateUser({ email: email.trim() }, { emailRedirectTo: `${window.location.origin}/app/settings/profile` });
  if (error) throw new Error(error.message);
}
