// Test helpers over the owner connection of a test backend: create users the way GoTrue does
// (which fires the sign-up provisioning trigger), and run SQL as a user through Postgres roles
// and JWT claims exactly as the Data API does, so Row Level Security applies.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PoolClient, QueryResultRow } from 'pg';
import { inTransaction } from '@missionbase/backend/src/db/transaction';

export interface TestUser {
  id: string;
  email: string;
}

export type Role = 'owner' | 'admin' | 'member' | 'viewer';

export class TestDatabase {
  readonly pool: pg.Pool;

  constructor(connectionString: string) {
    this.pool = new pg.Pool({ connectionString, max: 4 });
    this.pool.on('error', () => undefined);
  }

  async query<R extends QueryResultRow = QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
    const result = await this.pool.query<R>(sql, params);
    return result.rows;
  }

  async one<R extends QueryResultRow = QueryResultRow>(sql: string, params: unknown[] = []): Promise<R> {
    const rows = await this.query<R>(sql, params);
    const row = rows[0];
    if (rows.length !== 1 || row === undefined) throw new Error(`Expected one row, got ${rows.length}: ${sql}`);
    return row;
  }

  /** Inserts an auth user as GoTrue would; metadata with organization_name provisions an organization. */
  async createUser(metadata: Record<string, unknown> = {}, email = `user-${randomUUID()}@example.org`): Promise<TestUser> {
    const id = randomUUID();
    await this.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(), '{"provider":"email","providers":["email"]}', $3, now(), now())`,
      [id, email, JSON.stringify(metadata)],
    );
    return { id, email };
  }

  /** Creates a user owning a freshly provisioned organization; returns both. */
  async createOrganization(name = `Org ${randomUUID().slice(0, 8)}`): Promise<{ owner: TestUser; organizationId: string }> {
    const owner = await this.createUser({ organization_name: name, full_name: 'Owner' });
    const row = await this.one<{ organization_id: string }>(
      `select organization_id from public.organization_members where user_id = $1 and role = 'owner'`,
      [owner.id],
    );
    return { owner, organizationId: row.organization_id };
  }

  async addMember(organizationId: string, role: Role): Promise<TestUser> {
    const user = await this.createUser({ full_name: `A ${role}` });
    await this.query('insert into public.organization_members (organization_id, user_id, role) values ($1, $2, $3)', [organizationId, user.id, role]);
    return user;
  }

  /**
   * Runs `work` in one transaction as `authenticated` with the user's claims (or as `anon` when
   * user is null), then commits; an error rolls back and is rethrown.
   */
  async as<T>(user: TestUser | null, work: (client: PoolClient) => Promise<T>): Promise<T> {
    const claims = user
      ? { sub: user.id, role: 'authenticated', email: user.email, aud: 'authenticated' }
      : { role: 'anon' };
    return inTransaction(this.pool, async (client) => {
      await client.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
        [claims.role, JSON.stringify(claims), user ? user.id : ''],
      );
      return work(client);
    });
  }

  /** Runs `work` in one owner transaction and commits (deferred constraint triggers fire at commit). */
  async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }

  /** The account of an organization with the given chart code. */
  async accountId(organizationId: string, code: string): Promise<string> {
    const row = await this.one<{ id: string }>('select id from public.accounts where organization_id = $1 and code = $2', [organizationId, code]);
    return row.id;
  }

  async generalFundId(organizationId: string): Promise<string> {
    const row = await this.one<{ default_fund_id: string }>('select default_fund_id from public.organization_settings where organization_id = $1', [organizationId]);
    return row.default_fund_id;
  }

  async end(): Promise<void> {
    await this.pool.end();
  }
}

/** The ledger's lines of one entry as [account code, debit, credit] in line order. */
export async function entryLines(db: TestDatabase, entryId: string): Promise<Array<[string, string, string]>> {
  const rows = await db.query<{ code: string; debit: string; credit: string }>(
    `select a.code, l.debit::text, l.credit::text from public.journal_entry_lines l
     join public.accounts a on a.id = l.account_id where l.journal_entry_id = $1 order by l.line_number, l.id`,
    [entryId],
  );
  return rows.map((row) => [row.code, row.debit, row.credit]);
}
