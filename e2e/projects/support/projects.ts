// Helpers of the projects specs: projects, tasks and dependencies set up through the API as the
// signed-in test user (supabase-js, RLS applies), read back the same way.
import type { TestAccount } from '../../support/accounts.ts';
import { organizationOf } from '../../finance/support/transactions.ts';

export { organizationOf };

export async function createProject(account: TestAccount, fields: Record<string, unknown>): Promise<string> {
  const { data, error } = await account.client.from('projects').insert({ organization_id: organizationOf(account), status: 'active', ...fields }).select('id').single();
  if (error) throw error;
  return String(data.id);
}

export async function createTask(account: TestAccount, projectId: string, fields: Record<string, unknown>): Promise<string> {
  const { data, error } = await account.client
    .from('project_tasks')
    .insert({ organization_id: organizationOf(account), project_id: projectId, ...fields })
    .select('id')
    .single();
  if (error) throw error;
  return String(data.id);
}

export async function taskOf(account: TestAccount, taskId: string): Promise<{ status: string; start_date: string | null; due_date: string | null }> {
  const { data, error } = await account.client.from('project_tasks').select('status, start_date, due_date').eq('id', taskId).single();
  if (error) throw error;
  return data as { status: string; start_date: string | null; due_date: string | null };
}

/** 'yyyy-mm-dd' of today plus `days` (UTC, as the test organization's time zone). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
