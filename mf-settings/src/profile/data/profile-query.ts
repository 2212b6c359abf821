// The signed-in person's own profile row (name, avatar), readable and writable only by them.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { profileKeys } from './keys';

export interface ProfileRow {
  id: string;
  email: string | null;
  full_name: string | null;
  avatar_url: string | null;
}

export async function fetchProfile(userId: string): Promise<ProfileRow | null> {
  const { data, error } = await getSupabase().from('profiles').select('id, email, full_name, avatar_url').eq('id', userId).maybeSingle();
  if (error) throw error;
  return data;
}

export function useProfileQuery(userId: string | null) {
  return useQuery({
    queryKey: profileKeys.profile(userId ?? ''),
    queryFn: () => fetchProfile(userId ?? ''),
    enabled: userId !== null,
  });
}
