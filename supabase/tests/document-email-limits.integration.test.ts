// Document e-mail is not a relay (docs/security.md, "Document e-mail"): quotas per sender and per
// organization per hour, counted in Postgres (concurrent calls and a second backend instance on the
// same database agree), refused in plain words with 429; a subject of one line and one plain
// recipient address; every queued mail and its delivery in the audit log.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { productWorker } from '@missionbase/worker/src/mount';

// The quotas come from the worker's environment, as under `pnpm start`.
const worker = productWorker({}, { ...process.env, MB_DOCUMENT_EMAIL_PER_USER_PER_HOUR: '3', MB_DOCUMENT_EMAIL_PER_ORGANIZATION_PER_HOUR: '5' });
let backend: TestBackend;

interface Person {
  client: SupabaseClient;
  id: string;
  email: string;
  organizationId: string;
}

const PASSWORD = 'mail limits password 1';

async function signUp(organizationName: string | null): Promise<Person> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `limits-${randomUUID().slice(0, 8)}@example.org`;
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: organizationName ? { organization_name: organizationName, full_name: 'Mia Mailer' } : { full_name: 'Max Member' } } });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  const [membership] = await backend.admin.query<{ organization_id: string }>(`select organization_id from public.organization_members where user_id = $1 and role = 'owner'`, [data.user.id]);
  return { client, id: data.user.id, email, organizationId: membership?.organization_id ?? '' };
}

async function memberOf(organizationId: string): Promise<Person> {
  const person = await signUp(null);
  await backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`, [organizationId, person.id]);
  return { ...person, organizationId };
}

function send(person: Person, fields: { recipient?: string; subject?: string; documentId?: string } = {}) {
  return person.client.rpc('queue_document_email', {
    p_organization_id: person.organizationId,
    p_recipient: fields.recipient ?? 'donor@example.org',
    p_subject: fields.subject ?? 'Your receipt RCPT-1001',
    p_body: 'Thank you for your gift.',
    p_document_type: 'donation_receipt',
    p_document_id: fields.documentId ?? randomUUID(),
  });
}

async function mailsOf(organizationId: string): Promise<number> {
  const [row] = await backend.admin.query<{ n: number }>('select count(*)::int as n from public.document_emails where organization_id = $1', [organizationId]);
  return row?.n ?? 0;
}

/** Moves the organization's mails two hours back: they no longer count. */
async function anHourLater(organizationId: string): Promise<void> {
  await backend.admin.query(`update public.document_emails set created_at = created_at - interval '2 hours' where organization_id = $1`, [organizationId]);
}

beforeAll(async () => {
  backend = await startTestBackend({}, { mounts: [worker] });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
}, 60_000);

describe('document e-mail quotas', () => {
  it('a person\'s mail beyond the hour\'s quota is refused in plain words with 429, and nothing is queued', async () => {
    const owner = await signUp('Quota Pantry');
    for (let index = 0; index < 3; index += 1) expect((await send(owner)).error).toBeNull();
    const refused = await send(owner);
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('PT429');
    expect(refused.error?.message).toBe('You have sent 3 documents by e-mail in the last hour, the most one person may send. Try again later.');
    expect(await mailsOf(owner.organizationId)).toBe(3);

    // An hour later the person may send again.
    await anHourLater(owner.organizationId);
    expect((await send(owner)).error).toBeNull();
  });

  it('the organization\'s quota stops its members together, and a person\'s quota counts every organization they send from', async () => {
    const owner = await signUp('Shared Quota Pantry');
    const member = await memberOf(owner.organizationId);
    for (let index = 0; index < 3; index += 1) expect((await send(owner)).error).toBeNull();
    for (let index = 0; index < 2; index += 1) expect((await send(member)).error).toBeNull();
    const refused = await send(member);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe('Your organization has sent 5 documents by e-mail in the last hour, the most it may send. Try again later.');

    // The owner's own quota is spent in another organization of theirs too.
    const created = await owner.client.rpc('create_organization', { p_name: 'Second Quota Pantry' });
    expect(created.error).toBeNull();
    const [second] = await backend.admin.query<{ organization_id: string }>(
      'select organization_id from public.organization_members where user_id = $1 and organization_id <> $2', [owner.id, owner.organizationId]);
    const elsewhere = await send({ ...owner, organizationId: second?.organization_id ?? '' });
    expect(elsewhere.error?.message).toMatch(/^You have sent 3 documents/);
  });

  it('concurrent sends never pass the quota', async () => {
    const owner = await signUp('Concurrent Pantry');
    const results = await Promise.all(Array.from({ length: 10 }, () => send(owner)));
    expect(results.filter((result) => result.error === null)).toHaveLength(3);
    expect(results.filter((result) => result.status === 429)).toHaveLength(7);
    expect(await mailsOf(owner.organizationId)).toBe(3);
  });

  it('a second backend instance on the same database counts the same mails', async () => {
    const owner = await signUp('Two Instances Pantry');
    for (let index = 0; index < 2; index += 1) expect((await send(owner)).error).toBeNull();
    const other = await startTestBackend({ databaseUrl: backend.databaseUrl });
    try {
      const client = createTestClient(other.url, other.anonKey);
      expect((await client.auth.signInWithPassword({ email: owner.email, password: PASSWORD })).error).toBeNull();
      const there = { ...owner, client };
      expect((await send(there)).error).toBeNull();
      expect((await send(there)).status).toBe(429);
    } finally {
      await other.stop();
    }
  });
});

describe('header-bound fields', () => {
  it.each([
    ['Receipt\r\nBcc: everyone@example.org'],
    ['Receipt\nfrom us'],
    ['Receipt\tRCPT-1'],
    ['Receipt\u001b[31m'],
  ])('a subject with a line break or control character is refused: %j', async (subject) => {
    const owner = await signUp('Header Pantry');
    const refused = await send(owner, { subject });
    expect(refused.error?.message).toBe('The subject must be one line, without line breaks or tabs');
    expect(await mailsOf(owner.organizationId)).toBe(0);
  });

  it.each([
    ['donor@example.org\r\nBcc: everyone@example.org'],
    ['donor@example.org, everyone@example.org'],
    ['donor@example.org;everyone@example.org'],
    ['Donor <donor@example.org>'],
    ['"donor"@example.org'],
    ['donor@example.org\u0007'],
  ])('a recipient that is not one plain address is refused: %j', async (recipient) => {
    const owner = await signUp('Recipient Pantry');
    const refused = await send(owner, { recipient });
    expect(refused.error?.message).toBe('Enter a valid e-mail address for the recipient');
    expect(await mailsOf(owner.organizationId)).toBe(0);
  });

  it('the table itself refuses a subject over two lines, whatever writes it', async () => {
    const owner = await signUp('Constraint Pantry');
    await expect(backend.admin.query(
      `insert into public.document_emails (organization_id, recipient, subject, body, document_type) values ($1, 'donor@example.org', $2, '', 'invoice')`,
      [owner.organizationId, 'Invoice\r\nBcc: everyone@example.org'],
    )).rejects.toThrow(/document_emails_subject_single_line/);
  });
});

describe('the audit log', () => {
  it('records every queued mail (who, to whom, which document, subject) and its delivery', async () => {
    const owner = await signUp('Audited Pantry');
    const documentId = randomUUID();
    const queued = await send(owner, { recipient: 'Auditor@Example.org', subject: 'Invoice INV-7 from Audited Pantry', documentId });
    expect(queued.error).toBeNull();
    await worker.documentMailer.drain();

    const { data, error } = await owner.client.rpc('search_audit_log', { p_organization_id: owner.organizationId, p_table: 'document_emails' });
    expect(error).toBeNull();
    const rows: Array<{ action: string; actor_id: string | null; row_id: string | null; new_data: Record<string, unknown> | null }> = data?.rows ?? [];
    const entries = rows.map((entry) => ({ action: entry.action, actor: entry.actor_id, row: entry.row_id, data: entry.new_data }));
    const added = entries.find((entry) => entry.action === 'INSERT');
    expect(added).toMatchObject({
      actor: owner.id,
      row: queued.data,
      data: { recipient: 'auditor@example.org', subject: 'Invoice INV-7 from Audited Pantry', document_type: 'donation_receipt', document_id: documentId, created_by: owner.id },
    });
    expect(entries.find((entry) => entry.action === 'UPDATE')).toMatchObject({ row: queued.data, data: { status: 'sent' } });
  });
});
