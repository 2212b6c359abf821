// The report mappings an owner can change: the cash flow section of an
// account type and the Form 990 line of an account. Defaults for the default chart; owners and
// admins change them and the reports follow; members are refused in words; null restores the default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { TestDatabase } from './support/database.ts';
import type { TestUser } from './support/database.ts';

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

describe('report mappings', () => {
  let org: string;
  let owner: TestUser;
  let member: TestUser;
  const account: Record<string, string> = {};

  const json = async <T,>(user: TestUser, sql: string, params: unknown[]): Promise<T> =>
    db.as(user, async (client: PoolClient) => (await client.query<{ j: T }>(sql, params)).rows[0]?.j as T);

  beforeAll(async () => {
    ({ owner, organizationId: org } = await db.createOrganization('Mapping Pantry'));
    member = await db.addMember(org, 'member');
    const general = await db.generalFundId(org);
    for (const code of ['1010', '1500', '4010', '4100', '6600']) account[code] = await db.accountId(org, code);
    await db.transaction(async (client) => {
      const entry = await client.query<{ id: string }>(`insert into public.journal_entries (organization_id, entry_date, description) values ($1, '2026-02-01', 'Gifts and a laptop') returning id`, [org]);
      const id = entry.rows[0]?.id;
      await client.query(
        `insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, debit, credit, line_number) values
         ($1, $2, $3, $4, 1000, 0, 1), ($1, $2, $5, $4, 0, 1000, 2), ($1, $2, $6, $4, 400, 0, 3), ($1, $2, $3, $4, 0, 400, 4)`,
        [org, id, account['1010'], general, account['4100'], account['1500']]);
    });
  });

  it('maps the default chart to Form 990 lines', async () => {
    const mapping = await json<{ accounts: { code: string; line: string | null; is_default: boolean }[] }>(owner, 'select to_json(public.list_form_990_mapping($1)) as j', [org]);
    const line = (code: string) => mapping.accounts.find((row) => row.code === code)?.line;
    expect([line('4010'), line('4100'), line('4200'), line('4900'), line('5100'), line('6600'), line('6400')]).toEqual(['1f', '1e', '2', null, '7', '11g', '24a']);
  });

  it('lets an owner move an account to another 990 line, refuses a member, and restores the default', async () => {
    await db.as(owner, (client) => client.query(`select public.set_form_990_line($1, $2, '1f')`, [org, account['4100']]));
    const taxes = await json<{ part_viii: { rows: { key: string; values: { total: number } }[] } }>(owner, `select to_json(public.report_taxes($1, '2026-01-01', '2026-12-31')) as j`, [org]);
    expect(taxes.part_viii.rows.find((row) => row.key === 'viii:1f')?.values.total).toBe(1000);
    expect(taxes.part_viii.rows.some((row) => row.key === 'viii:1e')).toBe(false);
    await expect(db.as(member, (client) => client.query(`select public.set_form_990_line($1, $2, '1e')`, [org, account['4100']]))).rejects.toThrow(/Only owners and admins can change the Form 990 mapping/);
    await expect(db.as(owner, (client) => client.query(`select public.set_form_990_line($1, $2, '24e')`, [org, account['4100']]))).rejects.toThrow(/not a line of Part VIII/);
    await db.as(owner, (client) => client.query(`select public.set_form_990_line($1, $2, null)`, [org, account['4100']]));
    const mapping = await json<{ accounts: { code: string; line: string; is_default: boolean }[] }>(owner, 'select to_json(public.list_form_990_mapping($1)) as j', [org]);
    expect(mapping.accounts.find((row) => row.code === '4100')).toMatchObject({ line: '1e', is_default: true });
  });

  it('puts equipment in investing by default and follows an owner\'s change of section', async () => {
    const flows = async () => json<{ rows: { key: string; values: { current: number } }[] }>(owner, `select public.report_cash_flows($1, '2026-01-01', '2026-12-31') as j`, [org]);
    const value = (report: Awaited<ReturnType<typeof flows>>, key: string) => report.rows.find((row) => row.key === key)?.values.current;
    let report = await flows();
    expect(value(report, 'investing:total')).toBe(-400);
    expect(value(report, 'operating:total')).toBe(1000);
    const sections = await json<{ account_type_id: string; type_name: string; section: string }[]>(owner,
      'select json_agg(s) as j from public.list_cash_flow_sections($1) s', [org]);
    const fixed = sections.find((row) => row.type_name === 'Fixed Asset');
    expect(fixed?.section).toBe('investing');
    await expect(db.as(member, (client) => client.query(`select public.set_cash_flow_section($1, $2, 'operating')`, [org, fixed?.account_type_id]))).rejects.toThrow(/Only owners and admins/);
    await db.as(owner, (client) => client.query(`select public.set_cash_flow_section($1, $2, 'operating')`, [org, fixed?.account_type_id]));
    report = await flows();
    expect(value(report, 'operating:total')).toBe(600);
    expect(report.rows.some((row) => row.key === 'investing:total' && row.values.current === 0)).toBe(true);
    expect(value(report, 'cash_end')).toBe(600);
  });
});
