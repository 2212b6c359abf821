// The overdue-notification job against a real backend: its tick notifies the assignee of an
// overdue task once; a second tick adds nothing; two ticks at once never double a notice; each
// organization's notices are committed before the next organization runs; and the RPC is the
// service role's (a signed-in member is refused it).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { productWorker } from './mount.ts';
import type { ProductWorker } from './mount.ts';

let backend: TestBackend;
let worker: ProductWorker;
let orgId: string;
let assigneeId: string;
let projectId: string;

async function signUp(email: string, metadata: Record<string, unknown>): Promise<string> {
  const { data, error } = await createTestClient(backend.url, backend.anonKey).auth.signUp({ email, password: 'overdue job password 1', options: { data: metadata } });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return data.user.id;
}

async function overdueNotices(title: string): Promise<number> {
  const rows = await backend.admin.query<{ n: number }>(
    `select count(*)::int as n from public.notifications where organization_id = $1 and user_id = $2 and title = $3`,
    [orgId, assigneeId, title],
  );
  return rows[0]?.n ?? -1;
}

async function overdueTask(name: string): Promise<void> {
  await backend.admin.query(
    `insert into public.project_tasks (organization_id, project_id, name, status, start_date, due_date, assignee_user_id)
     values ($1, $2, $3, 'in_progress', current_date - 10, current_date - 3, $4)`,
    [orgId, projectId, name, assigneeId],
  );
}

beforeAll(async () => {
  // The start tick runs before anything is overdue; the test drives every tick after it.
  worker = productWorker();
  backend = await startTestBackend({}, { mounts: [worker] });
  const ownerId = await signUp('overdue-owner@example.org', { organization_name: 'Overdue Job Org', full_name: 'Olga Owner' });
  orgId = (await backend.admin.query<{ organization_id: string }>(`select organization_id from public.organization_members where user_id = $1`, [ownerId]))[0]!.organization_id;
  assigneeId = await signUp('overdue-member@example.org', { full_name: 'Milo Member' });
  await backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`, [orgId, assigneeId]);
  projectId = (await backend.admin.query<{ id: string }>(`insert into public.projects (organization_id, name, status) values ($1, 'Warehouse move', 'active') returning id`, [orgId]))[0]!.id;
});

afterAll(async () => {
  await backend?.stop();
});

describe('overdue notification job', () => {
  it('a tick notifies the assignee of an overdue task once; a second tick adds none', async () => {
    await overdueTask('File the grant report');
    // Assigning notified the member ("assigned"); no overdue notice exists before the job runs.
    expect(await overdueNotices('Task overdue: File the grant report')).toBe(0);

    const first = await worker.overdueNotifier.tick();
    expect(first).toMatchObject({ ran: true, failed: 0 });
    expect(first?.tasks).toBeGreaterThanOrEqual(1);
    expect(await overdueNotices('Task overdue: File the grant report')).toBe(1);

    const second = await worker.overdueNotifier.tick();
    expect(second).toMatchObject({ ran: true, tasks: 0 });
    expect(await overdueNotices('Task overdue: File the grant report')).toBe(1);
    const [link] = await backend.admin.query<{ link: string }>(
      `select n.link from public.notifications n where n.user_id = $1 and n.title = 'Task overdue: File the grant report'`,
      [assigneeId],
    );
    expect(link?.link).toMatch(/^\/app\/projects\/tasks\?open=[0-9a-f-]{36}$/);
  });

  it('two runs at once (two backend instances) announce an event once', async () => {
    await overdueTask('Order pallets');
    // The RPC twice, the job's tick, and the job's procedure from a second connection (another instance).
    const runs = await Promise.all([
      backend.admin.query<{ result: { ran: boolean } }>('select public.run_overdue_notifications() as result'),
      backend.admin.query<{ result: { ran: boolean } }>('call private.notify_overdue_each()'),
      backend.admin.query<{ result: { ran: boolean } }>('select public.run_overdue_notifications() as result'),
      worker.overdueNotifier.tick(),
    ]);
    expect(runs.length).toBe(4);
    expect(await overdueNotices('Task overdue: Order pallets')).toBe(1);
  });

  it('each organization is its own transaction: its notices are visible while a later organization still runs', async () => {
    // A second organization, created after the first (runs go in creation order), whose overdue
    // task another session holds locked: the tick waits there, after the first organization.
    const otherOwner = await signUp('overdue-later@example.org', { organization_name: 'Later Org', full_name: 'Lena Later' });
    const laterOrg = (await backend.admin.query<{ organization_id: string }>(`select organization_id from public.organization_members where user_id = $1`, [otherOwner]))[0]!.organization_id;
    const laterProject = (await backend.admin.query<{ id: string }>(`insert into public.projects (organization_id, name, status) values ($1, 'Later move', 'active') returning id`, [laterOrg]))[0]!.id;
    const [laterTask] = await backend.admin.query<{ id: string }>(
      `insert into public.project_tasks (organization_id, project_id, name, status, start_date, due_date, assignee_user_id)
       values ($1, $2, 'Later task', 'in_progress', current_date - 10, current_date - 3, $3) returning id`,
      [laterOrg, laterProject, otherOwner],
    );
    await overdueTask('Sign the lease');
    const holder = new pg.Client({ connectionString: backend.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from public.project_tasks where id = $1 for update', [laterTask!.id]);
      const run = worker.overdueNotifier.tick();
      // One transaction for all would keep this notice invisible until the held row is released.
      await expect.poll(() => overdueNotices('Task overdue: Sign the lease'), { timeout: 15_000 }).toBe(1);
      await holder.query('commit');
      expect(await run).toMatchObject({ ran: true, failed: 0 });
      const [later] = await backend.admin.query<{ n: number }>(`select count(*)::int as n from public.notifications where user_id = $1 and title = 'Task overdue: Later task'`, [otherOwner]);
      expect(later?.n).toBe(1);
    } finally {
      await holder.end();
    }
  });

  it('only the service role may run it: a signed-in member is refused', async () => {
    const member = createTestClient(backend.url, backend.anonKey);
    const signedIn = await member.auth.signInWithPassword({ email: 'overdue-member@example.org', password: 'overdue job password 1' });
    expect(signedIn.error).toBeNull();
    const refused = await member.rpc('run_overdue_notifications');
    expect(refused.error?.code).toBe('42501');
    const service = createTestClient(backend.url, backend.serviceRoleKey);
    const allowed = await service.rpc('run_overdue_notifications');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toMatchObject({ ran: true });
  });
});
