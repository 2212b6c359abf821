// The vendor's document (PDF or image) attached to a bill: stored in the private documents
// bucket at <organization>/bills/<bill_id>/<file> (storage RLS: members read, viewers and other
// organizations cannot write; other organizations cannot read), its path kept on the bill. Opening
// it asks the storage for a short-lived signed URL.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { storageSafeFileName } from '@missionbase/domain/storage-file-name';

export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic'] as const;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The stored name: safe in a path, keeping the file's own extension. */
export function attachmentFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '') : '';
  const base = storageSafeFileName(dot > 0 ? name.slice(0, dot) : name).replace(/\.pdf$/, '');
  return extension ? `${base}.${extension}` : base;
}

export function attachmentPath(organizationId: string, billId: string, fileName: string): string {
  return `${organizationId}/bills/${billId}/${attachmentFileName(fileName)}`;
}

export function attachmentProblem(file: { type: string; size: number }): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'Attach a PDF or an image (PNG, JPEG, WebP or HEIC).';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'The file is larger than 10 MB.';
  return null;
}

export async function attachBillDocument(organizationId: string, billId: string, file: File, previousPath: string | null): Promise<string> {
  const problem = attachmentProblem(file);
  if (problem) throw new Error(problem);
  const supabase = getSupabase();
  const path = attachmentPath(organizationId, billId, file.name);
  const upload = await supabase.storage.from('documents').upload(path, file, { contentType: file.type, upsert: true });
  if (upload.error) throw upload.error;
  const { data, error } = await supabase.from('bills').update({ attachment_path: path, attachment_name: file.name }).eq('id', billId).eq('organization_id', organizationId).select('id');
  if (error || data.length === 0) {
    await supabase.storage.from('documents').remove([path]);
    throw error ?? new Error('You do not have permission to make this change.');
  }
  if (previousPath && previousPath !== path) await supabase.storage.from('documents').remove([previousPath]);
  return path;
}

export async function openBillAttachment(path: string): Promise<string> {
  const { data, error } = await getSupabase().storage.from('documents').createSignedUrl(path, 300);
  if (error) throw error;
  return data.signedUrl;
}

export function useAttachBillDocument() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ billId, file, previousPath }: { billId: string; file: File; previousPath: string | null }) =>
      attachBillDocument(organizationId ?? '', billId, file, previousPath),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('bills', organizationId);
    },
  });
}
