// The project plan's working details for the demo (seeded last, see seedProjectPlan).
import type { OrganizationContext } from '../organization-context.ts';
import { addDays, isoDate } from '../random.ts';

/**
 * The plan's working details, seeded after every other area (its draws come last, so the other
 * areas' data does not change): estimates, the go-live milestone, the demo user's own open tasks
 * (each assignment notifies them once, as in the app) and a conversation on the busiest tasks.
 */
export async function seedProjectPlan(ctx: OrganizationContext, userId: string): Promise<void> {
  const org = ctx.organizationId;
  const q = (sql: string, params: unknown[]) => ctx.client.query(sql, params);
  // Estimates: about three working hours a day of the task's span, rounded to the half hour.
  await q(
    `update public.project_tasks set estimate_hours = round(greatest(due_date - start_date, 1) * 3 * 2) / 2.0
     where organization_id = $1 and start_date is not null and due_date is not null`,
    [org],
  );
  const taskId = async (name: string): Promise<string> => {
    const rows = await q('select id from public.project_tasks where organization_id = $1 and name = $2', [org, name]);
    return String((rows.rows[0] as { id: string } | undefined)?.id);
  };
  const inspection = await taskId('Inspection and handover');
  const goLive = ctx.random.uuid();
  const goLiveDate = isoDate(addDays(ctx.today, 112));
  await q(
    `insert into public.project_tasks (id, organization_id, project_id, name, description, status, priority, start_date, due_date, is_milestone, sort_order)
     select $1::uuid, organization_id, project_id, 'Cold storage go-live', 'The first deliveries go into the new freezer and cooler.', 'todo', 'high', $3::date, $3::date, true, 7
     from public.project_tasks where id = $2::uuid`,
    [goLive, inspection, goLiveDate],
  );
  await q('insert into public.task_dependencies (organization_id, predecessor_id, successor_id) values ($1, $2, $3)', [org, inspection, goLive]);

  const mine = ['Install freezer panels', 'Recruit weekend drivers', 'Menu planning with dietitian'];
  for (const name of mine) {
    await q(`update public.project_tasks set assignee_user_id = $2 where id = $1`, [await taskId(name), userId]);
  }
  await q(
    `update public.project_tasks set description = $2 where id = $1`,
    [await taskId('Install freezer panels'), 'Insulated panels for the walk-in freezer (24 x 30 ft); the contractor installs, we sign off each wall.'],
  );
  const comments: Array<[string, string, number]> = [
    ['Install freezer panels', 'Panels for the north and east walls arrived; the west wall ships Thursday.', 6],
    ['Install freezer panels', 'Contractor confirmed two crews next week, so we should still finish on time.', 2],
    ['Recruit weekend drivers', 'Five volunteers signed up at the church fair; background checks are in progress.', 4],
    ['Permits', 'Building permit approved by the city. Copy filed with the grant documents.', 70],
    ['Menu planning with dietitian', 'Draft menu shared with the school nurses for allergy review.', 3],
  ];
  for (const [name, body, daysAgo] of comments) {
    await q(
      `insert into public.task_comments (organization_id, task_id, author_id, body, created_at) values ($1, $2, $3, $4, $5)`,
      [org, await taskId(name), userId, body, addDays(ctx.today, -daysAgo).toISOString()],
    );
  }
}
