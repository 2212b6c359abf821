// Saves a draft purchase request: the request row, then its items replaced as entered (a draft's
// items may change freely; the database refuses once it is submitted).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { requestItemRowsOf, requestRowOf } from './request-form';
import type { RequestFormOutput } from './request-form';

export async function saveRequest(organizationId: string, requestId: string | null, values: RequestFormOutput): Promise<string> {
  const supabase = getSupabase();
  let id = requestId;
  if (id === null) {
    const { data, error } = await supabase.from('purchase_requests').insert({ organization_id: organizationId, ...requestRowOf(values) }).select('id').single();
    if (error) throw error;
    id = data.id;
  } else {
    const { error } = await supabase.from('purchase_requests').update(requestRowOf(values)).eq('id', id).eq('organization_id', organizationId);
    if (error) throw error;
    const removed = await supabase.from('purchase_request_items').delete().eq('purchase_request_id', id);
    if (removed.error) throw removed.error;
  }
  const { error } = await supabase.from('purchase_request_items').insert(requestItemRowsOf(organizationId, id, values));
  if (error) throw error;
  return id;
}

export function useSaveRequest() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ requestId, values }: { requestId: string | null; values: RequestFormOutput }) => saveRequest(organizationId ?? '', requestId, values),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('purchase_requests', organizationId);
    },
  });
}
