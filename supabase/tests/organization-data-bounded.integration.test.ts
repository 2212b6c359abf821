// get_organization_data bounded: every list it carries holds at most
// bundle_limit() rows, the newest, and `totals` counts them all, so an organization with more
// employees, customers, vendors, donors, tasks or inventory than that gets a bundle of a bounded
// size (the screens read the rest through their paged RPCs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { TestDatabase } from './support/database.ts';

let backend: TestBackend;
let db: TestDatabase;

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

const CAPPED = ['employees', 'customers', 'vendors', 'donors', 'inventory', 'project_tasks'] as const;

describe('get_organization_data bounded', () => {
  it('carries the 1,000 newest employees, customers, vendors, donors, inventory items and tasks, and counts all 1,001', async () => {
    const { owner, organizationId } = await db.createOrganization('Bounded Bundle Org');
    const project = await db.one<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Pantry') returning id`, [organizationId]);
    // Row i is created i seconds after the first, so row 1 is the oldest and row 1,001 the newest.
    const created = `timestamptz '2026-01-01' + make_interval(secs => i)`;
    await db.query(
      `insert into public.employees (organization_id, name, hire_date, created_at)
       select $1, 'Employee ' || i, date '2025-01-01', ${created} from generate_series(1, 1001) i`, [organizationId]);
    await db.query(`insert into public.customers (organization_id, name, created_at) select $1, 'Customer ' || i, ${created} from generate_series(1, 1001) i`, [organizationId]);
    await db.query(`insert into public.vendors (organization_id, name, created_at) select $1, 'Vendor ' || i, ${created} from generate_series(1, 1001) i`, [organizationId]);
    await db.query(`insert into public.donors (organization_id, name, created_at) select $1, 'Donor ' || i, ${created} from generate_series(1, 1001) i`, [organizationId]);
    await db.query(`insert into public.inventory (organization_id, name, created_at) select $1, 'Item ' || i, ${created} from generate_series(1, 1001) i`, [organizationId]);
    await db.query(
      `insert into public.project_tasks (organization_id, project_id, name, sort_order, created_at)
       select $1, $2, 'Task ' || i, i, ${created} from generate_series(1, 1001) i`, [organizationId, project.id]);

    const bundle = await db.as(owner, async (c) => (await c.query<{ d: Record<string, unknown> }>('select public.get_organization_data($1) as d', [organizationId])).rows[0]?.d);
    const data = bundle as Record<string, unknown> & { totals: Record<string, number>; limit: number };
    expect(data.limit).toBe(1000);
    for (const key of CAPPED) {
      const names = (data[key] as Array<{ name: string }>).map((row) => row.name);
      expect(names, key).toHaveLength(1000);
      expect(data.totals[key], key).toBe(1001);
      // The newest is carried, the oldest left to the paged list.
      expect(names.some((name) => name.endsWith(' 1001')), key).toBe(true);
      expect(names.some((name) => name.endsWith(' 1')), key).toBe(false);
    }
    // Still in the order the screens read them: by name.
    const employees = (data.employees as Array<{ name: string }>).map((row) => row.name);
    expect(employees).toEqual([...employees].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  }, 120_000);
});
