// The food bank's programs and projects, with the warehouse expansion's task plan.
import { insertRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays, isoDate } from '../random.ts';
import { FIRST_NAMES, LAST_NAMES } from './shared.ts';
import type { Funds, Projects } from './shared.ts';

export async function seedProjects(ctx: OrganizationContext, funds: Funds): Promise<Projects> {
  const r = ctx.random;
  const start = ctx.start;
  const projects: Projects = { pantry: r.uuid(), seniors: r.uuid(), backpacks: r.uuid(), garden: r.uuid(), warehouse: r.uuid() };
  const org = ctx.organizationId;
  await insertRows(ctx.client, 'projects', [
    { id: projects.pantry, organization_id: org, name: 'Mobile Pantry', code: 'MP', status: 'active', start_date: isoDate(start), budget: '180000.00', manager_name: 'Maria Garcia', fund_id: funds.general, description: 'A refrigerated truck bringing fresh produce to eight rural stops every week.' },
    { id: projects.seniors, organization_id: org, name: 'Senior Grocery Boxes', code: 'SGB', status: 'active', start_date: isoDate(start), budget: '115000.00', manager_name: 'James Johnson', fund_id: funds.general, description: 'Monthly boxes of shelf-stable groceries for low-income seniors.' },
    { id: projects.backpacks, organization_id: org, name: 'Backpack Weekend Meals', code: 'BWM', status: 'active', start_date: isoDate(start), budget: '175000.00', manager_name: 'Aisha Khan', fund_id: funds.youth, description: 'Kid-friendly weekend meals sent home with students at 14 schools.' },
    { id: projects.garden, organization_id: org, name: 'Community Garden', code: 'CG', status: 'completed', start_date: isoDate(start), end_date: isoDate(addDays(start, 300)), budget: '18000.00', manager_name: 'Wei Chen', fund_id: funds.general, description: 'Raised beds and volunteer growers supplying the pantry in summer.' },
    { id: projects.warehouse, organization_id: org, name: 'Warehouse Cold Storage Expansion', code: 'WCS', status: 'active', start_date: isoDate(addDays(ctx.today, -150)), end_date: isoDate(addDays(ctx.today, 120)), budget: '250000.00', manager_name: 'Carlos Rivera', fund_id: funds.capital, description: 'A walk-in freezer and cooler doubling cold storage.' },
  ]);

  const tasks: SeedRow[] = [];
  // Each task waits for the one before it (finish-to-start, task_dependencies): the dates above
  // respect the rule the database enforces (a task starts on or after its predecessor's due date).
  const dependencies: SeedRow[] = [];
  const plan: Array<[string, Array<[string, number, number]>]> = [
    [projects.warehouse, [['Engineering assessment', -150, -120], ['Select contractor', -120, -95], ['Permits', -95, -60], ['Foundation and slab', -60, -25], ['Install freezer panels', -25, 20], ['Refrigeration units', 20, 65], ['Inspection and handover', 65, 110]]],
    [projects.pantry, [['Renew route agreements', -40, -15], ['Truck maintenance', -15, -5], ['Recruit weekend drivers', -5, 25], ['Add two new stops', 25, 60]]],
    [projects.backpacks, [['School partner sign-up', -30, -5], ['Menu planning with dietitian', -5, 10], ['Summer lunch sites', 10, 75]]],
    [projects.seniors, [['Eligibility re-certification', -45, -15], ['Holiday boxes', -15, 30]]],
  ];
  for (const [projectId, list] of plan) {
    let previous: string | null = null;
    list.forEach(([name, from, to], index) => {
      const id = r.uuid();
      const startDate = addDays(ctx.today, from);
      const dueDate = addDays(ctx.today, to);
      const done = dueDate < ctx.today;
      const started = startDate <= ctx.today;
      const span = Math.max(1, to - from);
      const progress = done ? 100 : started ? Math.min(95, Math.round((-from / span) * 100)) : 0;
      tasks.push({
        id, organization_id: ctx.organizationId, project_id: projectId, name, sort_order: index,
        status: done ? 'done' : started ? 'in_progress' : 'todo', priority: r.pick(['low', 'medium', 'high'] as const),
        assignee_name: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`, start_date: isoDate(startDate), due_date: isoDate(dueDate),
        progress,
      });
      if (previous !== null) dependencies.push({ organization_id: org, predecessor_id: previous, successor_id: id });
      previous = id;
    });
  }
  await insertRows(ctx.client, 'project_tasks', tasks);
  await ctx.client.query(
    `insert into public.task_dependencies (organization_id, predecessor_id, successor_id)
     select x.organization_id, x.predecessor_id, x.successor_id
     from jsonb_to_recordset($1::jsonb) as x(organization_id uuid, predecessor_id uuid, successor_id uuid)`,
    [JSON.stringify(dependencies)],
  );
  return projects;
}
