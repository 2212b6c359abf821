// Uploads the signed-in person's picture to the public `avatars` bucket under their own folder
// (storage RLS: only they write there) and records its URL on their profile. Type and size are
// checked here first; the bucket checks them again (1 MB, images).
import { getSupabase, queryClient } from '@missionbase/session';
import { profileKeys } from './keys';

const AVATAR_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
export const AVATAR_ACCEPT = Object.keys(AVATAR_TYPES).join(',');

/** Why this file cannot be an avatar, in words, or null. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(file.type in AVATAR_TYPES)) return 'The picture must be a PNG, JPEG, WebP or GIF image.';
  if (file.size > 1024 * 1024) return 'The picture must be 1 MB or smaller.';
  if (file.size === 0) return 'This file is empty.';
  return null;
}

export async function saveAvatar(userId: string, file: File | null): Promise<void> {
  let url: string | null = null;
  if (file) {
    const problem = avatarFileProblem(file);
    if (problem) throw new Error(problem);
    const path = `${userId}/avatar-${Date.now()}.${AVATAR_TYPES[file.type] ?? 'img'}`;
    const storage = getSupabase().storage.from('avatars');
    const { error } = await storage.upload(path, file, { contentType: file.type });
    if (error) throw new Error(error.message);
    url = storage.getPublicUrl(path).data.publicUrl;
  }
  const { error } = await getSupabase().from('profiles').update({ avatar_url: url }).eq('id', userId);
  if (error) throw error;
  await queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) });
}
