// Uploads the organization's logo to the public `logos` bucket under its own folder (storage RLS:
// owners and admins of that organization), records its public URL in the settings and reloads the
// organization picker so the new logo shows at once. Type and size are checked here first (the
// bucket checks them again: 2 MB, images).
import { getSupabase } from '@missionbase/session';
import { saveOrganizationSettings } from './organization-settings-save-mutation';

export const LOGO_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Why this file cannot be a logo, in words, or null. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(file.type in LOGO_TYPES)) return 'The logo must be a PNG, JPEG, SVG, WebP or GIF image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be 2 MB or smaller.';
  if (file.size === 0) return 'This file is empty.';
  return null;
}

export async function uploadLogo(organizationId: string, file: File): Promise<string> {
  const problem = logoFileProblem(file);
  if (problem) throw new Error(problem);
  // A new name per upload, so browsers and caches never show the previous logo under the same URL.
  const path = `${organizationId}/logo-${Date.now()}.${LOGO_TYPES[file.type] ?? 'img'}`;
  const storage = getSupabase().storage.from('logos');
  const { error } = await storage.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(error.message);
  const url = storage.getPublicUrl(path).data.publicUrl;
  await saveOrganizationSettings(organizationId, { logo_url: url });
  return url;
}

export async function removeLogo(organizationId: string): Promise<void> {
  await saveOrganizationSettings(organizationId, { logo_url: null });
}
