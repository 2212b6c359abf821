// A product workload over HTTP, shared by the kill -9 fault test and `pnpm bench:load`: tenants
// created by signing up with an organization (the product's provisioning trigger gives each a chart
// of accounts and a general fund), sign-ins, balanced journal entries posted through the Data API,
// and the audit afterwards: every acknowledged write present, and the ledger balanced.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface Tenant {
  email: string;
  password: string;
  accessToken: string;
  organizationId: string;
  /** Cash (1010) and rent (6100): a debit to one and a credit to the other balances. */
  debitAccountId: string;
  creditAccountId: string;
  fundId: string;
}

export interface Api {
  url: string;
  anonKey: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

function headers(api: Api, token?: string): Record<string, string> {
  return { apikey: api.anonKey, authorization: `Bearer ${token ?? api.anonKey}`, 'content-type': 'application/json' };
}

/** Signs in with a password; resolves with the access token. Throws on anything but 200. */
export async function signIn(api: Api, email: string, password: string): Promise<string> {
  const response = await fetch(`${api.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: headers(api), body: JSON.stringify({ email, password }) });
  return (await json<{ access_token: string }>(response, 'sign-in')).access_token;
}

/** A new user with a new organization, as the sign-up page creates them. */
export async function createTenant(api: Api, label: string): Promise<Tenant> {
  const email = `${label}-${randomUUID().slice(0, 8)}@load.example.org`;
  const password = `Load-${randomUUID()}`;
  const signedUp = await fetch(`${api.url}/auth/v1/signup`, {
    method: 'POST',
    headers: headers(api),
    body: JSON.stringify({ email, password, data: { full_name: `Owner ${label}`, organization_name: `Load ${label}` } }),
  });
  let accessToken = (await json<{ access_token?: string }>(signedUp, 'sign-up')).access_token;
  accessToken ??= await signIn(api, email, password);
  const memberships = await json<Array<{ organization_id: string }>>(
    await fetch(`${api.url}/rest/v1/organization_members?select=organization_id&role=eq.owner`, { headers: headers(api, accessToken) }),
    'memberships',
  );
  const organizationId = memberships[0]?.organization_id;
  if (!organizationId) throw new Error(`sign-up of ${email} created no organization`);
  const accounts = await json<Array<{ id: string; code: string }>>(
    await fetch(`${api.url}/rest/v1/accounts?select=id,code&organization_id=eq.${organizationId}&code=in.(1010,6100)`, { headers: headers(api, accessToken) }),
    'accounts',
  );
  const settings = await json<Array<{ default_fund_id: string }>>(
    await fetch(`${api.url}/rest/v1/organization_settings?select=default_fund_id&organization_id=eq.${organizationId}`, { headers: headers(api, accessToken) }),
    'settings',
  );
  const debitAccountId = accounts.find((account) => account.code === '1010')?.id;
  const creditAccountId = accounts.find((account) => account.code === '6100')?.id;
  const fundId = settings[0]?.default_fund_id;
  if (!debitAccountId || !creditAccountId || !fundId) throw new Error(`organization ${organizationId} lacks accounts 1010/6100 or a default fund`);
  return { email, password, accessToken, organizationId, debitAccountId, creditAccountId, fundId };
}

/**
 * Posts one balanced journal entry whose reference is `reference`; resolves true when the API
 * acknowledged it (2xx), false when it answered otherwise or the connection failed.
 */
export async function postEntry(api: Api, tenant: Tenant, reference: string, cents: number): Promise<boolean> {
  const amount = (cents / 100).toFixed(2);
  try {
    const response = await fetch(`${api.url}/rest/v1/rpc/post_journal_entry`, {
      method: 'POST',
      headers: headers(api, tenant.accessToken),
      body: JSON.stringify({
        p_organization_id: tenant.organizationId,
        p_entry_date: new Date().toISOString().slice(0, 10),
        p_description: 'Load test entry',
        p_reference: reference,
        p_lines: [
          { account_id: tenant.debitAccountId, fund_id: tenant.fundId, debit: amount },
          { account_id: tenant.creditAccountId, fund_id: tenant.fundId, credit: amount },
        ],
      }),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export interface LedgerAudit {
  acknowledged: number;
  present: number;
  /** Acknowledged references missing from the database. */
  missing: string[];
  /** Organization/fund pairs whose debits and credits differ, and entries whose own lines do not balance. */
  unbalanced: string[];
}

/** Checks, with owner SQL, that every acknowledged reference is there and that every ledger balances. */
export async function auditLedger(ownerUrl: string, organizationIds: string[], acknowledged: string[]): Promise<LedgerAudit> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const present = await client.query<{ reference: string }>(
      'select e.reference from public.journal_entries e where e.reference = any($1::text[])',
      [acknowledged],
    );
    const found = new Set(present.rows.map((row) => row.reference));
    const unbalanced = await client.query<{ what: string }>(
      `select 'fund ' || l.organization_id || '/' || l.fund_id || ': ' || sum(l.debit) || ' vs ' || sum(l.credit) as what
         from public.journal_entry_lines l where l.organization_id = any($1::uuid[])
        group by l.organization_id, l.fund_id having sum(l.debit) <> sum(l.credit)
       union all
       select 'entry ' || l.journal_entry_id || ': ' || sum(l.debit) || ' vs ' || sum(l.credit)
         from public.journal_entry_lines l where l.organization_id = any($1::uuid[])
        group by l.journal_entry_id having sum(l.debit) <> sum(l.credit)`,
      [organizationIds],
    );
    return {
      acknowledged: acknowledged.length,
      present: found.size,
      missing: acknowledged.filter((reference) => !found.has(reference)),
      unbalanced: unbalanced.rows.map((row) => row.what),
    };
  } finally {
    await client.end();
  }
}
