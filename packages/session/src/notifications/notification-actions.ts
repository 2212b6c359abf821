// Marking notifications read (SPEC sections 7 and 8): update is_read by one id or a list of ids,
// then refetch the list; failures and the mark-all success toast with the spec's words.
import { getSupabase } from '../client';
import { loadDashboardData } from '../organization/organization-loaders';
import { sessionHost } from '../session-host';

export const NOTIFICATION_MESSAGES = {
  errorTitle: 'Error',
  markOneFailed: 'Could not mark notification as read.',
  markAllFailed: 'Could not mark all notifications as read.',
  markAllSucceeded: 'All notifications marked as read.',
} as const;

export async function markNotificationRead(id: string): Promise<void> {
  const { error } = await getSupabase().from('notifications').update({ is_read: true }).eq('id', id);
  if (error) {
    sessionHost().toast({ title: NOTIFICATION_MESSAGES.errorTitle, description: NOTIFICATION_MESSAGES.markOneFailed, variant: 'destructive' });
    return;
  }
  await loadDashboardData();
}

export async function markAllNotificationsRead(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const { error } = await getSupabase().from('notifications').update({ is_read: true }).in('id', [...ids]);
  if (error) {
    sessionHost().toast({ title: NOTIFICATION_MESSAGES.errorTitle, description: NOTIFICATION_MESSAGES.markAllFailed, variant: 'destructive' });
    return;
  }
  sessionHost().toast({ title: 'Success', description: NOTIFICATION_MESSAGES.markAllSucceeded, variant: 'success' });
  await loadDashboardData();
}
