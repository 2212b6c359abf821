// Announces overdue invoices and bills due within a week as notifications that link to the record
// (notify_overdue_documents: once per document and state). The Invoices and Bills screens call it
// when they open, so the dashboard's notifications follow the documents without a scheduler.
import { useEffect } from 'react';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { useCanEditDocuments } from '../hooks/use-can-edit-documents';

export async function notifyOverdueDocuments(organizationId: string): Promise<number> {
  const { data, error } = await getSupabase().rpc('notify_overdue_documents', { p_organization_id: organizationId });
  if (error) throw error;
  return Number(data);
}

export function useNotifyOverdueDocuments(): void {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDocuments();
  useEffect(() => {
    // Viewers may read notifications but the check writes them: leave it to the others.
    if (!organizationId || !canEdit) return;
    notifyOverdueDocuments(organizationId).catch(() => undefined);
  }, [organizationId, canEdit]);
}
