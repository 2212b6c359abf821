// Multi-factor sign-in required of owners and admins: with the organization's requirement on, an
// admin whose session has not proven a second factor (aal1) gets none of the employees' tax ids and
// bank details, through the table or the masked list, and cannot write them, sees no pay and
// vendors' tax ids masked as a member does; the same admin at aal2 reads them all. Only an owner at aal2 changes the requirement.
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

const PASSWORD = 'second factor password 1';

let f: TransactionsFixture;
let adminEmail: string;
let admin: SupabaseClient;
let employeeId: string;
let vendorId: string;

interface VendorPage {
  rows: Array<{ id: string; tax_id: string | null }>;
}

async function vendorTaxIds(client: SupabaseClient): Promise<{ table: unknown; listed: string | null | undefined }> {
  const table = (await client.from('vendor_tax_ids').select('tax_id').eq('vendor_id', vendorId)).data;
  const { data, error } = await client.rpc('list_vendors', { p_organization_id: f.orgId });
  if (error) throw new Error(error.message);
  return { table, listed: (data as VendorPage).rows.find((row) => row.id === vendorId)?.tax_id };
}

function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Enrolls an authenticator app for the signed-in client and verifies it: the client is at aal2. */
async function stepUp(client: SupabaseClient): Promise<void> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error || !data) throw new Error(`enroll failed: ${error?.message}`);
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code: codeFor(data.totp.secret) });
  if (verified.error) throw new Error(`verify failed: ${verified.error.message}`);
}

async function setRequirement(client: SupabaseClient, on: boolean): Promise<{ code?: string; message?: string } | null> {
  const { error } = await client.from('organization_settings').update({ require_mfa: on }).eq('organization_id', f.orgId);
  return error;
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  adminEmail = `mfa-admin-${randomUUID().slice(0, 8)}@example.org`;
  admin = createTestClient(f.backend.url, f.backend.anonKey);
  const { data, error } = await admin.auth.signUp({ email: adminEmail, password: PASSWORD, options: { data: { full_name: 'Ada Admin' } } });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await f.backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'admin')`, [f.orgId, data.user.id]);
  const rows = await f.backend.admin.query<{ id: string }>(`insert into public.employees (organization_id, name, status) values ($1, 'Dana Director', 'active') returning id`, [f.orgId]);
  employeeId = rows[0]?.id ?? '';
  await f.backend.admin.query(
    `insert into public.employee_private (organization_id, employee_id, tax_id, bank_routing, bank_account) values ($1, $2, '123-45-6789', '021000021', '000123456789')`,
    [f.orgId, employeeId],
  );
  await f.backend.admin.query(
    `insert into public.employee_pay (organization_id, employee_id, pay_type, pay_rate) values ($1, $2, 'salary', 98765)
     on conflict (employee_id) do update set pay_rate = excluded.pay_rate`,
    [f.orgId, employeeId],
  );
  const vendor = await f.owner.from('vendors').insert({ organization_id: f.orgId, name: 'Casey Contractor', is_1099: true, tax_id: '987-65-4321' }).select('id').single();
  if (vendor.error) throw new Error(`vendor insert failed: ${vendor.error.message}`);
  vendorId = vendor.data.id;
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('requiring multi-factor sign-in for owners and admins', () => {
  it('only an owner who verified a second factor changes the requirement', async () => {
    expect(await setRequirement(admin, true)).toMatchObject({ code: '42501', message: expect.stringContaining('Only an owner') });
    expect(await setRequirement(f.owner, true)).toMatchObject({ code: '42501', message: expect.stringContaining('authenticator app') });
    await stepUp(f.owner);
    expect(await setRequirement(f.owner, true)).toBeNull();
    const rows = await f.backend.admin.query<{ require_mfa: boolean }>('select require_mfa from public.organization_settings where organization_id = $1', [f.orgId]);
    expect(rows[0]?.require_mfa).toBe(true);
  });

  it('an admin at aal1 is refused the bank details and tax ids, and gets them at aal2', async () => {
    const refused = await admin.from('employee_private').select('tax_id, bank_routing, bank_account').eq('employee_id', employeeId);
    expect(refused.error).toBeNull();
    expect(refused.data).toEqual([]);
    expect((await admin.rpc('employee_identifiers_masked', { p_organization_id: f.orgId })).data).toEqual([]);
    const write = await admin.from('employee_private').update({ bank_account: '999999999' }).eq('employee_id', employeeId).select('id');
    expect(write.data ?? []).toEqual([]);
    const stored = await f.backend.admin.query<{ bank_account: string }>('select bank_account from public.employee_private where employee_id = $1', [employeeId]);
    expect(stored[0]?.bank_account).toBe('000123456789');
    expect(await vendorTaxIds(admin)).toEqual({ table: [], listed: '***4321' });
    expect((await admin.from('employee_pay').select('pay_rate').eq('employee_id', employeeId)).data).toEqual([]);

    await stepUp(admin);
    const granted = await admin.from('employee_private').select('tax_id, bank_routing, bank_account').eq('employee_id', employeeId);
    expect(granted.data).toEqual([{ tax_id: '123-45-6789', bank_routing: '021000021', bank_account: '000123456789' }]);
    const masked = await admin.rpc('employee_identifiers_masked', { p_organization_id: f.orgId });
    expect(masked.data).toEqual([{ employee_id: employeeId, tax_id_last4: '6789', bank_account_last4: '6789' }]);
    expect(await vendorTaxIds(admin)).toEqual({ table: [{ tax_id: '987-65-4321' }], listed: '987-65-4321' });
    expect((await admin.from('employee_pay').select('pay_rate').eq('employee_id', employeeId)).data).toEqual([{ pay_rate: 98765 }]);
  });

  it('with the requirement off, an admin at aal1 reads them as before', async () => {
    expect(await setRequirement(f.owner, false)).toBeNull();
    const aal1 = createTestClient(f.backend.url, f.backend.anonKey);
    const { error } = await aal1.auth.signInWithPassword({ email: adminEmail, password: PASSWORD });
    expect(error).toBeNull();
    const read = await aal1.from('employee_private').select('bank_account').eq('employee_id', employeeId);
    expect(read.data).toEqual([{ bank_account: '000123456789' }]);
  });
});
