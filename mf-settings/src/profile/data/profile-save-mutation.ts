// Saves the signed-in person's name (their own profile row; created if sign-up did not make one).
import { getSupabase, queryClient } from '@missionbase/session';
import { profileKeys } from './keys';

export async function saveProfileName(userId: string, fullName: string): Promise<void> {
  const name = fullName.trim() === '' ? null : fullName.trim();
  const { error } = await getSupabase().from('profiles').upsert({ id: userId, full_name: name }, { onConflict: 'id' });
  if (error) throw error;
  await queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) });
}
