// Changes the signed-in person's password. The auth service requires the current password (a stolen
// session alone cannot take the account over) and checks the new one against its rules.
import { getSupabase } from '@missionbase/session';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { error } = await getSupabase().auth.updateUser({ password: newPassword, current_password: currentPassword });
  if (error) throw new Error(error.message);
}
