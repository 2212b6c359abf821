// The projects area's database side through supabase-js against the real backend:
// the finish-to-start rule refuses a successor that starts before its predecessor ends (adding the
// dependency, or moving either task), assignment and overdue notifications arrive once per event,
// a viewer cannot write projects, tasks or comments, and a project's spent to date equals its
// expense lines in the ledger.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface ProjectRow { id: string; name: string; budget: string | null; spent: string; remaining: string | null; task_count: number; done_count: number; progress: number; manager_name: string | null; archived: boolean }
interface ProjectSearch { total: number; rows: ProjectRow[] }

let f: TransactionsFixture;
let member: SupabaseClient;
let memberId: string;
let projectId: string;

async function addMember(role: 'member' | 'admin' = 'member', fullName = 'Mia Member'): Promise<{ client: SupabaseClient; id: string }> {
  const client = createTestClient(f.backend.url, f.backend.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `proj-${randomUUID().slice(0, 8)}@example.org`,
    password: 'projects password 1',
    options: { data: { full_name: fullName } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await f.backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, $3)`, [f.orgId, data.user.id, role]);
  return { client, id: data.user.id };
}

async function insertTask(fields: Record<string, unknown>): Promise<string> {
  const { data, error } = await f.owner.from('project_tasks').insert({ organization_id: f.orgId, project_id: projectId, ...fields }).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function notificationsFor(userId: string, like: string): Promise<number> {
  const rows = await f.backend.admin.query<{ n: number }>(
    `select count(*)::int as n from public.notifications where organization_id = $1 and user_id = $2 and title like $3`,
    [f.orgId, userId, like],
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  ({ client: member, id: memberId } = await addMember());
  const { data, error } = await f.owner
    .from('projects')
    .insert({ organization_id: f.orgId, name: 'Cold storage', budget: '5000.00', status: 'active', manager_user_id: memberId, manager_name: 'Mia Member' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  projectId = (data as { id: string }).id;
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('finish-to-start dependencies', () => {
  it('refuses a dependency whose successor starts before the predecessor ends, in a sentence', async () => {
    const pred = await insertTask({ name: 'Pour slab', start_date: '2026-03-01', due_date: '2026-03-10' });
    const succ = await insertTask({ name: 'Install panels', start_date: '2026-03-05', due_date: '2026-03-20' });
    const { error } = await f.owner.from('task_dependencies').insert({ organization_id: f.orgId, predecessor_id: pred, successor_id: succ });
    expect(error?.message).toBe('A task cannot start before the task it depends on ends: "Pour slab" ends on March 10, 2026, so "Install panels" can start on March 10, 2026 at the earliest.');
  });

  it('accepts a valid dependency, then refuses moving either task across it, and a cycle', async () => {
    const pred = await insertTask({ name: 'Permits', start_date: '2026-04-01', due_date: '2026-04-10' });
    const succ = await insertTask({ name: 'Foundation', start_date: '2026-04-10', due_date: '2026-04-20' });
    const added = await f.owner.from('task_dependencies').insert({ organization_id: f.orgId, predecessor_id: pred, successor_id: succ });
    expect(added.error).toBeNull();

    const early = await f.owner.from('project_tasks').update({ start_date: '2026-04-08' }).eq('id', succ);
    expect(early.error?.message).toMatch(/^A task cannot start before the task it depends on ends: "Permits" ends on April 10, 2026/);
    const late = await f.owner.from('project_tasks').update({ due_date: '2026-04-12' }).eq('id', pred);
    expect(late.error?.message).toMatch(/^A task cannot start before the task it depends on ends/);
    const rows = await f.backend.admin.query<{ start_date: string }>(`select start_date::text from public.project_tasks where id = $1`, [succ]);
    expect(rows[0]?.start_date).toBe('2026-04-10');

    const moved = await f.owner.from('project_tasks').update({ start_date: '2026-04-15', due_date: '2026-04-25' }).eq('id', succ);
    expect(moved.error).toBeNull();
    const cycle = await f.owner.from('task_dependencies').insert({ organization_id: f.orgId, predecessor_id: succ, successor_id: pred });
    expect(cycle.error?.message).toBe('These tasks already depend on each other the other way round; a task cannot wait for itself.');
  });

  it('a conflicting dependency can be added by moving the successor and everything downstream of it, in one step', async () => {
    const pour = await insertTask({ name: 'Pour slab B', start_date: '2026-05-01', due_date: '2026-05-10' });
    const panels = await insertTask({ name: 'Install panels B', start_date: '2026-05-04', due_date: '2026-05-08' });
    const wiring = await insertTask({ name: 'Wiring B', start_date: '2026-05-08', due_date: '2026-05-12' });
    const inspect = await insertTask({ name: 'Inspection B', start_date: '2026-05-12', due_date: '2026-05-12', is_milestone: true });
    const elsewhere = await insertTask({ name: 'Unrelated B', start_date: '2026-05-04', due_date: '2026-05-05' });
    for (const [pred, succ] of [[panels, wiring], [wiring, inspect]]) {
      const linked = await f.owner.from('task_dependencies').insert({ organization_id: f.orgId, predecessor_id: pred, successor_id: succ });
      expect(linked.error).toBeNull();
    }
    const plain = await f.owner.from('task_dependencies').insert({ organization_id: f.orgId, predecessor_id: pour, successor_id: panels });
    expect(plain.error?.message).toMatch(/^A task cannot start before the task it depends on ends/);

    const viewer = await f.viewer.rpc('add_task_dependency_moving_successors', { p_predecessor_id: pour, p_successor_id: panels });
    expect(viewer.error?.message).toBe('Viewers cannot change tasks');
    const outsider = await f.outsider.rpc('add_task_dependency_moving_successors', { p_predecessor_id: pour, p_successor_id: panels });
    expect(outsider.error?.message).toBe('Task not found');

    const { data, error } = await f.owner.rpc('add_task_dependency_moving_successors', { p_predecessor_id: pour, p_successor_id: panels });
    expect(error).toBeNull();
    expect(data).toMatchObject({ moved: 3, days: 6 });
    const rows = await f.backend.admin.query<{ name: string; start_date: string; due_date: string }>(
      `select name, start_date::text, due_date::text from public.project_tasks where id = any($1::uuid[]) order by start_date, name`, [[panels, wiring, inspect, elsewhere]]);
    expect(rows.map((r) => [r.name, r.start_date, r.due_date])).toEqual([
      ['Unrelated B', '2026-05-04', '2026-05-05'],
      ['Install panels B', '2026-05-10', '2026-05-14'],
      ['Wiring B', '2026-05-14', '2026-05-18'],
      ['Inspection B', '2026-05-18', '2026-05-18'],
    ]);
    const links = await f.backend.admin.query<{ n: number }>(`select count(*)::int as n from public.task_dependencies where predecessor_id = $1 and successor_id = $2`, [pour, panels]);
    expect(links[0]?.n).toBe(1);
    // A cycle is still refused, and nothing moves.
    const cycle = await f.owner.rpc('add_task_dependency_moving_successors', { p_predecessor_id: inspect, p_successor_id: pour });
    expect(cycle.error?.message).toBe('These tasks already depend on each other the other way round; a task cannot wait for itself.');
    const pourAfter = await f.backend.admin.query<{ start_date: string }>(`select start_date::text from public.project_tasks where id = $1`, [pour]);
    expect(pourAfter[0]?.start_date).toBe('2026-05-01');
  });
});

describe('notifications', () => {
  it('notifies the assignee once per assignment, not on other edits', async () => {
    const before = await notificationsFor(memberId, 'Task assigned to you:%');
    const task = await insertTask({ name: 'Order compressors', assignee_user_id: memberId, due_date: '2030-01-15' });
    await f.owner.from('project_tasks').update({ priority: 'high', description: 'Two units' }).eq('id', task);
    expect(await notificationsFor(memberId, 'Task assigned to you:%')).toBe(before + 1);
    const rows = await f.backend.admin.query<{ link: string }>(
      `select link from public.notifications where user_id = $1 and title = 'Task assigned to you: Order compressors'`, [memberId]);
    expect(rows.map((r) => r.link)).toEqual([`/app/projects/tasks?open=${task}`]);
    // The member sees it through RLS.
    const { data } = await member.from('notifications').select('title').eq('title', 'Task assigned to you: Order compressors');
    expect(data).toHaveLength(1);
  });

  it('notifies an overdue task once per due date, run by the service role only', async () => {
    const task = await insertTask({ name: 'Submit grant report', assignee_user_id: memberId, start_date: '2026-01-01', due_date: '2026-01-05' });
    const service = createTestClient(f.backend.url, f.backend.serviceRoleKey);
    const refused = await member.rpc('notify_overdue_tasks', { p_organization_id: f.orgId });
    expect(refused.error?.code).toBe('42501');
    expect((await f.owner.rpc('notify_overdue_tasks', { p_organization_id: f.orgId })).error?.code).toBe('42501');
    const first = await service.rpc('notify_overdue_tasks', { p_organization_id: f.orgId });
    expect(first.error).toBeNull();
    const again = await service.rpc('notify_overdue_tasks', { p_organization_id: f.orgId });
    expect(again.data).toBe(0);
    expect(await notificationsFor(memberId, 'Task overdue: Submit grant report')).toBe(1);
    await f.owner.from('project_tasks').update({ due_date: '2026-01-06' }).eq('id', task);
    await service.rpc('notify_overdue_tasks', { p_organization_id: f.orgId });
    expect(await notificationsFor(memberId, 'Task overdue: Submit grant report')).toBe(2);
    await f.owner.from('project_tasks').update({ status: 'done' }).eq('id', task);
    const outsider = await f.outsider.rpc('notify_overdue_tasks', { p_organization_id: f.orgId });
    expect(outsider.error?.code).toBe('42501');
  });
});

describe('roles', () => {
  it('refuses a viewer writing projects, tasks, dependencies and comments', async () => {
    const project = await f.viewer.from('projects').insert({ organization_id: f.orgId, name: 'Viewer project' }).select('id');
    expect(project.error).not.toBeNull();
    const task = await insertTask({ name: 'Read-only check' });
    const update = await f.viewer.from('project_tasks').update({ status: 'done' }).eq('id', task).select('id');
    expect(update.data ?? []).toHaveLength(0);
    const comment = await f.viewer.from('task_comments').insert({ organization_id: f.orgId, task_id: task, body: 'Hello' });
    expect(comment.error).not.toBeNull();
    const ok = await member.from('task_comments').insert({ organization_id: f.orgId, task_id: task, body: 'On it' });
    expect(ok.error).toBeNull();
    const { data } = await f.viewer.rpc('list_task_comments', { p_organization_id: f.orgId, p_task_id: task });
    expect((data as Array<{ body: string; author_name: string }>).map((c) => [c.body, c.author_name])).toEqual([['On it', 'Mia Member']]);
    const outsider = await f.outsider.from('task_comments').select('id').eq('task_id', task);
    expect(outsider.data ?? []).toHaveLength(0);
  });

  it('owners and admins delete anyone\'s task comment; members only their own; viewers none', async () => {
    const { client: admin } = await addMember('admin', 'Ari Admin');
    const { client: colleague } = await addMember('member', 'Cal Colleague');
    const task = await insertTask({ name: 'Moderated task' });
    const comment = async (author: SupabaseClient, body: string) => {
      const { data, error } = await author.from('task_comments').insert({ organization_id: f.orgId, task_id: task, body }).select('id').single();
      if (error) throw new Error(error.message);
      return (data as { id: string }).id;
    };
    const remaining = async () =>
      (await f.backend.admin.query<{ body: string }>(`select body from public.task_comments where task_id = $1 order by body`, [task])).map((r) => r.body);
    const deleted = async (actor: SupabaseClient, id: string) => {
      const { data, error } = await actor.from('task_comments').delete().eq('id', id).select('id');
      expect(error).toBeNull();
      return (data ?? []).length;
    };
    const byMember = await comment(member, 'A by member');
    const byColleague = await comment(colleague, 'B by colleague');
    const byAdmin = await comment(admin, 'C by admin');
    const another = await comment(member, 'D by member');

    expect(await deleted(colleague, byMember)).toBe(0);
    expect(await deleted(member, byAdmin)).toBe(0);
    expect(await deleted(f.viewer, byMember)).toBe(0);
    expect(await deleted(f.outsider, byMember)).toBe(0);
    expect(await remaining()).toEqual(['A by member', 'B by colleague', 'C by admin', 'D by member']);

    expect(await deleted(member, byMember)).toBe(1);
    expect(await deleted(admin, byColleague)).toBe(1);
    expect(await deleted(f.owner, another)).toBe(1);
    expect(await remaining()).toEqual(['C by admin']);
    // Editing stays the author's: an admin cannot reword someone else's comment.
    const reworded = await f.owner.from('task_comments').update({ body: 'Changed' }).eq('id', byAdmin).select('id');
    expect(reworded.data ?? []).toHaveLength(0);
  });

  it('refuses a manager who is not a member of the organization', async () => {
    const rows = await f.backend.admin.query<{ user_id: string }>(`select user_id from public.organization_members where organization_id = $1`, [f.outsiderOrgId]);
    const { error } = await f.owner.from('projects').update({ manager_user_id: rows[0]?.user_id }).eq('id', projectId);
    expect(error).not.toBeNull();
  });
});

describe('project summary', () => {
  it('spent to date equals the expense lines the ledger holds for the project, remaining is budget minus spent', async () => {
    const expense = await f.account('6300');
    for (const [amount, date] of [['1200.50', '2026-02-01'], ['299.25', '2026-02-15']] as const) {
      await f.backend.admin.query(
        `insert into public.transactions (organization_id, type, amount, description, account_id, date, project_id) values ($1, 'Expense', $2, 'Supplies', $3, $4, $5)`,
        [f.orgId, amount, expense, date, projectId],
      );
    }
    const ledger = await f.backend.admin.query<{ spent: string }>(
      `select sum(l.debit - l.credit)::text as spent from public.journal_entry_lines l join public.journal_entries e on e.id = l.journal_entry_id
       join public.accounts a on a.id = l.account_id where l.project_id = $1 and a.category = 'Expenses' and e.status = 'posted'`, [projectId]);
    expect(ledger[0]?.spent).toBe('1499.75');

    const { data, error } = await f.owner.rpc('search_projects', { p_organization_id: f.orgId, p_search: 'cold' });
    expect(error).toBeNull();
    const row = (data as ProjectSearch).rows[0];
    expect([row?.spent, row?.budget, row?.remaining, row?.manager_name]).toEqual(['1499.75', '5000.00', '3500.25', 'Mia Member']);
    expect(row?.task_count).toBeGreaterThan(0);

    const lines = await f.viewer.rpc('project_ledger_lines', { p_organization_id: f.orgId, p_project_id: projectId, p_limit: 1 });
    const page = lines.data as { total: number; expenses: string; rows: unknown[] };
    expect([page.total, page.expenses, page.rows.length]).toEqual([4, '1499.75', 1]);

    const summary = await f.owner.rpc('get_project_summary', { p_organization_id: f.orgId, p_project_id: projectId }).maybeSingle();
    const detail = summary.data as ProjectRow & { team: Array<{ name: string; is_manager: boolean }> };
    expect(detail.spent).toBe('1499.75');
    expect(detail.team.map((m) => [m.name, m.is_manager])).toContainEqual(['Mia Member', true]);
  });

  it('each project\'s budget is the one budget rule (approved expense lines, else its own number), read for all projects at once', async () => {
    const expense = await f.account('6300');
    const [revenue] = await f.backend.admin.query<{ id: string }>(`select id from public.accounts where organization_id = $1 and category = 'Revenue' order by code limit 1`, [f.orgId]);
    const project = async (name: string, budget: string | null) =>
      (await f.backend.admin.query<{ id: string }>(`insert into public.projects (organization_id, name, budget) values ($1, $2, $3) returning id`, [f.orgId, name, budget]))[0]!.id;
    const budget = async (projectOf: string, year: number, status: string, lines: Array<[string, string]>) => {
      const [row] = await f.backend.admin.query<{ id: string }>(
        `insert into public.budgets (organization_id, name, fiscal_year, start_date, end_date, status, project_id)
         values ($1, $2, $3::int, make_date($3::int, 1, 1), make_date($3::int, 12, 31), 'draft', $4) returning id`,
        [f.orgId, `Budget ${projectOf.slice(0, 8)} ${year} ${status}`, year, projectOf]);
      for (const [account, amount] of lines) {
        await f.backend.admin.query(`insert into public.budget_line_items (organization_id, budget_id, account_id, amount) values ($1, $2, $3, $4)`, [f.orgId, row!.id, account, amount]);
      }
      // Only a draft takes lines; approving comes last, as on the screen.
      await f.backend.admin.query(`update public.budgets set status = $2 where id = $1`, [row!.id, status]);
    };
    const twoYears = await project('Approved twice', '100.00');
    await budget(twoYears, 2025, 'approved', [[expense, '400.00'], [revenue!.id, '9000.00']]);
    await budget(twoYears, 2026, 'approved', [[expense, '250.50']]);
    const draftOnly = await project('Draft only', '75.00');
    await budget(draftOnly, 2026, 'draft', [[expense, '999.00']]);
    const revenueOnly = await project('Revenue lines only', '60.00');
    await budget(revenueOnly, 2026, 'approved', [[revenue!.id, '500.00']]);
    const none = await project('No budget', null);

    const all = (await f.owner.rpc('search_projects', { p_organization_id: f.orgId, p_archived: null, p_limit: 200 })).data as ProjectSearch;
    const rule = await f.backend.admin.query<{ id: string; amount: string | null }>(
      `select p.id, private.project_budget_amount(p.id)::text as amount from public.projects p where p.organization_id = $1`, [f.orgId]);
    expect(all.rows.map((r) => [r.id, r.budget]).sort()).toEqual(rule.map((r) => [r.id, r.amount]).sort());
    const budgetOf = (id: string) => all.rows.find((r) => r.id === id)?.budget;
    expect([budgetOf(twoYears), budgetOf(draftOnly), budgetOf(revenueOnly), budgetOf(none)]).toEqual(['650.50', '75.00', '60.00', null]);
  });

  it('answers null for another organization\'s project and pages archived projects apart', async () => {
    const other = await f.outsider.rpc('get_project_summary', { p_organization_id: f.outsiderOrgId, p_project_id: projectId }).maybeSingle();
    expect(other.error).toBeNull();
    expect(other.data).toBeNull();
    const denied = await f.outsider.rpc('search_projects', { p_organization_id: f.orgId });
    expect(denied.error?.message).toBe('Access denied');

    await f.owner.from('projects').insert({ organization_id: f.orgId, name: 'Old gala', archived: true });
    const working = (await f.owner.rpc('search_projects', { p_organization_id: f.orgId })).data as ProjectSearch;
    const archived = (await f.owner.rpc('search_projects', { p_organization_id: f.orgId, p_archived: true })).data as ProjectSearch;
    expect(working.rows.map((r) => r.name)).not.toContain('Old gala');
    expect(archived.rows.map((r) => r.name)).toEqual(['Old gala']);
  });

  it('filters tasks: overdue, assignee, this week', async () => {
    const { data } = await f.owner.rpc('search_project_tasks', { p_organization_id: f.orgId, p_due: 'overdue' });
    const overdue = data as { total: number; rows: Array<{ name: string; overdue: boolean }> };
    expect(overdue.rows.every((r) => r.overdue)).toBe(true);
    const mine = (await f.owner.rpc('search_project_tasks', { p_organization_id: f.orgId, p_assignee_user_id: memberId })).data as { rows: Array<{ assignee_name: string }> };
    expect(new Set(mine.rows.map((r) => r.assignee_name))).toEqual(new Set(['Mia Member']));
    const bad = await f.owner.rpc('search_project_tasks', { p_organization_id: f.orgId, p_sort: 'id; drop table x' });
    expect(bad.error?.message).toMatch(/Cannot sort tasks by/);
  });
});
