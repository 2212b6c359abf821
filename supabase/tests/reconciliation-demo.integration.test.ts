// The demo's bank reconciliations: the food bank's operating account has three finished
// months at a zero difference and this month in progress with suggestions waiting and the bank's
// fee to record; the ledger lines they cleared are locked. Read as the demo user through the RPCs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import { productWorker } from '@missionbase/worker/src/mount';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { DEMO_EMAIL, DEMO_ORGANIZATION, DEMO_PASSWORD } from '../seed/demo.ts';

interface ListRow { id: string; account_code: string; status: string; difference: number; statement_lines: number; matched_lines: number; opening_balance: number; ending_balance: number; statement_end_date: string }

let backend: TestBackend;
let client: SupabaseClient;
let orgId: string;
let rows: ListRow[];

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true }, { demoFromTemplate: true, mounts: [productWorker()] });
  client = createTestClient(backend.url, backend.anonKey);
  const signIn = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (signIn.error) throw signIn.error;
  const org = await backend.admin.query<{ id: string }>('select id from public.organizations where name = $1', [DEMO_ORGANIZATION]);
  orgId = org[0]?.id ?? '';
  const { data, error } = await client.rpc('list_bank_reconciliations', { p_organization_id: orgId });
  if (error) throw new Error(error.message);
  rows = (data as { reconciliations: ListRow[] }).reconciliations;
}, 240_000);

afterAll(async () => {
  await backend?.stop();
});

describe('demo reconciliations', () => {
  it('three finished months of the operating account, each at a zero difference, chained by their balances', () => {
    const finished = rows.filter((r) => r.status === 'finished').sort((a, b) => a.statement_end_date.localeCompare(b.statement_end_date));
    expect(finished).toHaveLength(3);
    for (const r of finished) {
      expect(r.account_code).toBe('1010');
      expect(Number(r.difference)).toBe(0);
      expect(r.statement_lines).toBeGreaterThan(20);
      expect(r.matched_lines).toBe(r.statement_lines);
    }
    expect(Number(finished[1]?.opening_balance)).toBe(Number(finished[0]?.ending_balance));
    expect(Number(finished[2]?.opening_balance)).toBe(Number(finished[1]?.ending_balance));
  });

  it('this month is in progress with suggestions waiting and the bank fee to record', async () => {
    const open = rows.find((r) => r.status === 'in_progress');
    expect(open).toBeDefined();
    expect(Number(open?.difference)).not.toBe(0);
    const suggestions = await client.rpc('suggest_bank_matches', { p_reconciliation_id: open?.id });
    expect(suggestions.error).toBeNull();
    expect((suggestions.data as unknown[]).length).toBeGreaterThan(0);
    const { data } = await client.rpc('get_bank_reconciliation', { p_reconciliation_id: open?.id });
    const lines = (data as { statement_lines: Array<{ description: string; matched_line_ids: string[] }> }).statement_lines;
    expect(lines.find((l) => l.description === 'MONTHLY SERVICE FEE')?.matched_line_ids).toEqual([]);
  });

  it('a transaction cleared in a finished month cannot be changed', async () => {
    const row = await backend.admin.query<{ id: string }>(
      `select t.id from public.transactions t
       join public.bank_statement_matches m on m.journal_entry_id = t.journal_entry_id
       join public.bank_reconciliations r on r.id = m.reconciliation_id and r.status = 'finished'
       where t.organization_id = $1 limit 1`,
      [orgId],
    );
    expect(row).toHaveLength(1);
    const update = await client.from('transactions').update({ amount: 1 }).eq('id', row[0]?.id).select('id');
    expect(update.error?.message).toBe('This transaction is part of a finished bank reconciliation; record a correcting entry instead.');
  });
});
