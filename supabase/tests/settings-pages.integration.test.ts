// The settings pages' database side: organization details and defaults under RLS and
// their checks, the members list with e-mail and last sign-in, invitations written with their
// outbox mail, and the audit log search; viewers and members are refused, another organization
// stays invisible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { TestDatabase } from './support/database.ts';
import type { TestUser } from './support/database.ts';
import { EXPORT_TABLES } from '../../mf-settings/src/advanced/export/export-tables.ts';

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

/** The SQLSTATE and message of a refused statement run as `user`, or 'ok'. */
async function attempt(user: TestUser, sql: string, params: unknown[]): Promise<string> {
  return db.as(user, (c) =>
    c.query(sql, params).then(
      (result) => (result.rowCount === 0 ? 'no rows' : 'ok'),
      (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
    ),
  );
}

describe('organization settings', () => {
  it('an admin saves the address, EIN and time zone; a member and a viewer change nothing', async () => {
    const { organizationId } = await db.createOrganization('Settings Org');
    const admin = await db.addMember(organizationId, 'admin');
    const member = await db.addMember(organizationId, 'member');
    const viewer = await db.addMember(organizationId, 'viewer');
    const update = `update public.organization_settings set ein = $2, city = 'Dayton', time_zone = 'America/New_York' where organization_id = $1`;
    expect(await attempt(admin, update, [organizationId, '12-3456789'])).toBe('ok');
    expect(await attempt(member, update, [organizationId, '98-7654321'])).toBe('no rows');
    expect(await attempt(viewer, update, [organizationId, '98-7654321'])).toBe('no rows');
    const row = await db.one<{ ein: string; city: string; time_zone: string }>('select ein, city, time_zone from public.organization_settings where organization_id = $1', [organizationId]);
    expect(row).toEqual({ ein: '12-3456789', city: 'Dayton', time_zone: 'America/New_York' });
  });

  it('a malformed EIN, an unknown time zone and a bad payroll tax rate are refused in words', async () => {
    const { owner, organizationId } = await db.createOrganization();
    expect(await attempt(owner, `update public.organization_settings set ein = '123' where organization_id = $1`, [organizationId])).toMatch(/^23514/);
    expect(await attempt(owner, `update public.organization_settings set time_zone = 'Mars/Olympus' where organization_id = $1`, [organizationId])).toBe(
      '22023: Unknown time zone "Mars/Olympus"',
    );
    expect(
      await attempt(owner, `update public.organization_settings set payroll_tax_rates = $2::jsonb where organization_id = $1`, [organizationId, '[{"name":"FICA","rate":"150","paid_by":"employer"}]']),
    ).toMatch(/rate between 0 and 100 percent/);
    expect(
      await attempt(owner, `update public.organization_settings set payroll_tax_rates = $2::jsonb where organization_id = $1`, [organizationId, '[{"name":"FICA","rate":"7.65","paid_by":"employer"}]']),
    ).toBe('ok');
  });

  it('a new logo touches the organization, so the picker reloads for every member', async () => {
    const { owner, organizationId } = await db.createOrganization();
    const before = await db.one<{ updated_at: Date }>('select updated_at from public.organizations where id = $1', [organizationId]);
    await db.as(owner, (c) => c.query(`update public.organization_settings set logo_url = 'https://example.org/logo.png' where organization_id = $1`, [organizationId]));
    const after = await db.one<{ updated_at: Date }>('select updated_at from public.organizations where id = $1', [organizationId]);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });
});

describe('members and invitations', () => {
  it('members see each other with e-mail and last sign-in; an outsider is refused', async () => {
    const { owner, organizationId } = await db.createOrganization();
    const viewer = await db.addMember(organizationId, 'viewer');
    const outsider = (await db.createOrganization()).owner;
    await db.query(`update auth.users set last_sign_in_at = '2026-11-20T10:00:00Z' where id = $1`, [viewer.id]);
    const rows = await db.as(viewer, async (c) => (await c.query('select user_id, email, role, last_sign_in_at from public.list_organization_members($1)', [organizationId])).rows);
    expect(rows.map((row: { role: string }) => row.role)).toEqual(['owner', 'viewer']);
    expect(rows[0]).toMatchObject({ user_id: owner.id, email: owner.email });
    expect(rows[1].last_sign_in_at).toEqual(new Date('2026-11-20T10:00:00Z'));
    expect(await attempt(outsider, 'select * from public.list_organization_members($1)', [organizationId])).toBe('42501: You are not a member of this organization');
  });

  it('an admin invites by e-mail: the invitation and its mail with the link are written; resending renews the link', async () => {
    const { organizationId } = await db.createOrganization('Inviting Org');
    const admin = await db.addMember(organizationId, 'admin');
    const send = () =>
      db.as(admin, async (c) => (await c.query<{ r: { link: string; role: string } }>(`select to_json(public.send_invitation($1, ' Treasurer@Example.org ', 'member', 'http://localhost:4000')) as r`, [organizationId])).rows[0]?.r);
    const first = await send();
    expect(first?.link).toMatch(/^http:\/\/localhost:4000\/app\/settings\/profile\?invitation=[0-9a-f]{64}$/);
    const mail = await db.one<{ subject: string; link: string; body: string }>(`select subject, link, body from auth.dev_outbox where recipient = 'treasurer@example.org' order by id desc limit 1`);
    expect(mail.subject).toBe('You have been invited to Inviting Org');
    expect(mail.link).toBe(first?.link);
    const second = await send();
    expect(second?.link).not.toBe(first?.link);
    expect((await db.query(`select 1 from public.invitations where organization_id = $1 and accepted_at is null`, [organizationId])).length).toBe(1);
  });

  it('a member and a viewer cannot invite, nobody invites an owner, and a member is not invited twice', async () => {
    const { owner, organizationId } = await db.createOrganization();
    const member = await db.addMember(organizationId, 'member');
    const viewer = await db.addMember(organizationId, 'viewer');
    const sql = `select public.send_invitation($1, $2, $3, 'http://localhost:4000')`;
    expect(await attempt(member, sql, [organizationId, 'a@example.org', 'viewer'])).toMatch(/^42501: Only an owner or admin/);
    expect(await attempt(viewer, sql, [organizationId, 'a@example.org', 'viewer'])).toMatch(/^42501: Only an owner or admin/);
    expect(await attempt(owner, sql, [organizationId, 'a@example.org', 'owner'])).toMatch(/^22023: An invitation gives the role/);
    expect(await attempt(owner, sql, [organizationId, member.email, 'viewer'])).toMatch(/already a member/);
    expect(await attempt(owner, `select public.send_invitation($1, 'b@example.org', 'viewer', 'javascript:alert(1)')`, [organizationId])).toMatch(/^22023: The invitation link/);
  });

  it('the invitee reads the invitation and accepts it; an admin cannot make an owner and the last owner cannot leave', async () => {
    const { owner, organizationId } = await db.createOrganization('Joining Org');
    const admin = await db.addMember(organizationId, 'admin');
    const invitee = await db.createUser();
    const link = await db.as(admin, async (c) => (await c.query<{ r: { link: string } }>(`select to_json(public.send_invitation($1, $2, 'viewer', 'http://localhost:4000')) as r`, [organizationId, invitee.email])).rows[0]?.r.link);
    const token = new URL(link ?? '').searchParams.get('invitation');
    expect(await attempt(admin, 'select public.get_invitation($1)', [token])).toMatch(/^PT404/);
    const shown = await db.as(invitee, async (c) => (await c.query<{ r: { organization_name: string; role: string } }>('select to_json(public.get_invitation($1)) as r', [token])).rows[0]?.r);
    expect(shown).toMatchObject({ organization_name: 'Joining Org', role: 'viewer' });
    await db.as(invitee, (c) => c.query('select public.accept_invitation($1)', [token]));
    const promote = `update public.organization_members set role = 'owner' where organization_id = $1 and user_id = $2`;
    expect(await attempt(admin, promote, [organizationId, invitee.id])).toBe('42501: Only an owner can grant, change or remove the owner role');
    expect(await attempt(owner, `delete from public.organization_members where organization_id = $1 and user_id = $2`, [organizationId, owner.id])).toBe(
      '23514: An organization must keep at least one owner',
    );
  });
});

describe('audit log search', () => {
  it('an admin finds a change by table with its author; a member is refused; another organization is invisible', async () => {
    const { owner, organizationId } = await db.createOrganization();
    const admin = await db.addMember(organizationId, 'admin');
    const member = await db.addMember(organizationId, 'member');
    const other = await db.createOrganization();
    await db.as(owner, (c) => c.query(`update public.organization_settings set city = 'Akron' where organization_id = $1`, [organizationId]));
    await db.as(other.owner, (c) => c.query(`update public.organization_settings set city = 'Elsewhere' where organization_id = $1`, [other.organizationId]));
    const search = (user: TestUser, org: string) =>
      db.as(user, async (c) => (await c.query<{ r: { total: number; rows: { table_name: string; action: string; actor_email: string; new_data: { city: string } }[] } }>(
        `select to_json(public.search_audit_log($1, 'organization_settings', $2)) as r`, [org, owner.id])).rows[0]?.r);
    const found = await search(admin, organizationId);
    expect(found?.total).toBeGreaterThanOrEqual(1);
    expect(found?.rows[0]).toMatchObject({ table_name: 'organization_settings', action: 'UPDATE', actor_email: owner.email, new_data: { city: 'Akron' } });
    expect(await attempt(member, `select public.search_audit_log($1)`, [organizationId])).toBe('42501: Only owners and admins can read the audit log');
    expect(await attempt(admin, `select public.search_audit_log($1)`, [other.organizationId])).toBe('42501: Only owners and admins can read the audit log');
  });
});

describe('deleting the organization', () => {
  it('an admin cannot delete it; its owner deletes it with its posted ledger and locked period', async () => {
    const { owner, organizationId } = await db.createOrganization('Closing Org');
    const admin = await db.addMember(organizationId, 'admin');
    await db.as(owner, (c) => c.query(`insert into public.transactions (organization_id, type, amount, description, date, account_id) values ($1, 'Expense', 12, 'Paper', '2026-01-10', $2)`, [organizationId, null]));
    await db.as(owner, (c) => c.query(`update public.organization_settings set locked_through = '2026-03-31' where organization_id = $1`, [organizationId]));
    expect((await db.query('select 1 from public.journal_entry_lines where organization_id = $1', [organizationId])).length).toBeGreaterThan(0);
    expect(await attempt(admin, 'delete from public.organizations where id = $1', [organizationId])).toBe('no rows');
    expect(await attempt(owner, 'delete from public.organizations where id = $1', [organizationId])).toBe('ok');
    expect(await db.query('select 1 from public.journal_entry_lines where organization_id = $1', [organizationId])).toEqual([]);
  });
});

describe('whole-organization export', () => {
  it('the export writes every table that holds an organization\'s rows', async () => {
    const rows = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect([...EXPORT_TABLES].sort()).toEqual(rows.map((row) => row.name));
  });
});
