// Asks the database to notify assignees of tasks that became overdue (once per due date: the
// database remembers what it notified). The projects screens run it when they open, so an overdue
// task is announced the first time anyone looks at the plan that day [16.6].
import { useEffect } from 'react';
import { getSupabase } from '@missionbase/session';

const ran = new Set<string>();

export async function notifyOverdueTasks(organizationId: string): Promise<number> {
  const { data, error } = await getSupabase().rpc('notify_overdue_tasks', { p_organization_id: organizationId });
  if (error) throw error;
  return data;
}

/** Runs notify_overdue_tasks once per organization per page load (its failure is not the page's). */
export function useNotifyOverdueTasks(organizationId: string | null): void {
  useEffect(() => {
    if (!organizationId || ran.has(organizationId)) return;
    ran.add(organizationId);
    notifyOverdueTasks(organizationId).catch(() => ran.delete(organizationId));
  }, [organizationId]);
}
