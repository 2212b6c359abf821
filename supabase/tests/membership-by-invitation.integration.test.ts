// Members join an organization only by accepting an invitation or by creating
// it. An owner cannot insert an arbitrary user id into organization_members (nor rewrite a row's
// user_id), so cannot read a stranger's e-mail or reach their inbox; the invitation path still works.
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

async function memberships(userId: string): Promise<string[]> {
  return (await db.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [userId])).map((row) => row.organization_id);
}

describe('joining an organization', () => {
  it('an owner cannot insert a stranger as a member, nor read the stranger\'s e-mail', async () => {
    const { owner, organizationId } = await db.createOrganization('Grabbing Org');
    const stranger = await db.createUser({ organization_name: 'Stranger Org', full_name: 'Sam Stranger' });
    await expect(
      db.as(owner, (c) => c.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`, [organizationId, stranger.id])),
    ).rejects.toThrow(/permission denied|row-level security/);
    expect(await memberships(stranger.id)).not.toContain(organizationId);
    const seen = await db.as(owner, async (c) => (await c.query('select email from public.profiles where id = $1', [stranger.id])).rows);
    expect(seen).toEqual([]);
  });

  it('an admin cannot either, through the Data API', async () => {
    const { organizationId } = await db.createOrganization('Admin Org');
    const admin = await db.addMember(organizationId, 'admin');
    const stranger = await db.createUser();
    const answer = await db.as(admin, (c) =>
      c.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'viewer')`, [organizationId, stranger.id]).then(
        () => 'inserted',
        (error: { code?: string }) => error.code,
      ),
    );
    expect(answer).toBe('42501');
  });

  it('an owner cannot turn an existing membership into a stranger\'s (user_id is not updatable)', async () => {
    const { owner, organizationId } = await db.createOrganization('Rewriting Org');
    const member = await db.addMember(organizationId, 'member');
    const stranger = await db.createUser();
    await expect(
      db.as(owner, (c) => c.query('update public.organization_members set user_id = $1 where user_id = $2 and organization_id = $3', [stranger.id, member.id, organizationId])),
    ).rejects.toThrow(/permission denied/);
    expect(await memberships(stranger.id)).not.toContain(organizationId);
    // Changing a member's role is still an owner's job.
    await db.as(owner, (c) => c.query(`update public.organization_members set role = 'viewer' where user_id = $1 and organization_id = $2`, [member.id, organizationId]));
    expect((await db.one<{ role: string }>('select role from public.organization_members where user_id = $1', [member.id])).role).toBe('viewer');
  });

  it('accepting an invitation still adds the member; creating an organization still makes its owner', async () => {
    const { owner, organizationId } = await db.createOrganization('Inviting Org');
    const invitee = await db.createUser({}, `invited-${Date.now()}@example.org`);
    const token = await db.as(owner, async (c) => {
      const result = await c.query<{ token: string }>(`insert into public.invitations (organization_id, email, role) values ($1, $2, 'member') returning token`, [organizationId, invitee.email]);
      return String(result.rows[0]?.token);
    });
    await db.as(invitee, (c) => c.query('select public.accept_invitation($1)', [token]));
    expect(await memberships(invitee.id)).toContain(organizationId);

    const created = await db.as(invitee, async (c) => (await c.query<{ id: string }>(`select public.create_organization('Invitee Own Org') as id`)).rows[0]?.id);
    expect(created).toBeTruthy();
    expect(await memberships(invitee.id)).toContain(created);
  });
});
