// Who may import books (docs/import.md, "Who may import"): owners and admins of the organization,
// through the RPCs; members, viewers and other organizations neither see a batch, its rows or its
// mappings nor run any step of an import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { call, commit, createImportFixture, readyBatch, riversideBooks, stageBooks } from './support/import-fixture.ts';
import type { ImportFixture, MappingRow } from './support/import-fixture.ts';

let f: ImportFixture;
let batchId: string;

beforeAll(async () => {
  f = await createImportFixture();
  batchId = await readyBatch(f.owner, f.orgId, riversideBooks());
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

async function visible(client: SupabaseClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['import_batches', 'import_rows', 'import_mappings']) {
    const { data, error } = await client.from(table).select('organization_id').eq('organization_id', f.orgId);
    if (error) throw new Error(error.message);
    counts[table] = data.length;
  }
  return counts;
}

describe('access to an import', () => {
  it('shows a batch, its rows and its mappings to owners and admins only', async () => {
    expect(await visible(f.owner)).toEqual({ import_batches: 1, import_rows: 32, import_mappings: 17 });
    expect(await visible(f.admin)).toEqual({ import_batches: 1, import_rows: 32, import_mappings: 17 });
    expect(await visible(f.member)).toEqual({ import_batches: 0, import_rows: 0, import_mappings: 0 });
    expect(await visible(f.viewer)).toEqual({ import_batches: 0, import_rows: 0, import_mappings: 0 });
    expect(await visible(f.outsider)).toEqual({ import_batches: 0, import_rows: 0, import_mappings: 0 });
  });

  it('refuses a member and a viewer every step, in words', async () => {
    for (const client of [f.member, f.viewer]) {
      await expect(call(client, 'create_import_batch', { p_organization_id: f.orgId, p_source: 'Xero' })).rejects.toThrow('Only owners and admins can import books');
      await expect(call(client, 'stage_import_rows', { p_batch_id: batchId, p_kind: 'accounts', p_rows: [] })).rejects.toThrow('Only owners and admins can import books');
      await expect(call(client, 'preview_import_batch', { p_batch_id: batchId })).rejects.toThrow('Only owners and admins can import books');
      await expect(call(client, 'commit_import_batch', { p_batch_id: batchId })).rejects.toThrow('Only owners and admins can import books');
    }
  });

  it('answers another organization as if the batch did not exist, and lets it start none here', async () => {
    await expect(call(f.outsider, 'create_import_batch', { p_organization_id: f.orgId, p_source: 'Xero' })).rejects.toThrow('Access denied');
    for (const [fn, args] of [
      ['stage_import_rows', { p_batch_id: batchId, p_kind: 'journal', p_rows: [] }],
      ['suggest_import_mappings', { p_batch_id: batchId }],
      ['save_import_mappings', { p_batch_id: batchId, p_mappings: [] }],
      ['preview_import_batch', { p_batch_id: batchId }],
      ['commit_import_batch', { p_batch_id: batchId }],
      ['undo_import_batch', { p_batch_id: batchId }],
    ] as const) {
      const { error } = await f.outsider.rpc(fn, args);
      expect([fn, error?.message, error?.code]).toEqual([fn, 'Import not found', 'PT404']);
    }
  });

  it('lets an admin run a whole import, from the first chunk to the commit', async () => {
    const books = riversideBooks();
    const { owner, orgId } = await f.newOrganization('Riverside by an Admin');
    const admin = f.admin;
    // The admin of the first organization becomes one of this one too.
    const adminId = (await f.sql<{ user_id: string }>(
      `select user_id from public.organization_members where organization_id = $1 and role = 'admin'`, [f.orgId]))[0]?.user_id;
    await f.sql(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'admin')`, [orgId, adminId]);
    const adminBatch = await stageBooks(admin, orgId, books, 2);
    await call(admin, 'suggest_import_mappings', { p_batch_id: adminBatch });
    expect((await commit(admin, adminBatch)).committed).toBe(true);
    expect(await call<MappingRow[]>(owner, 'list_import_mappings', { p_batch_id: adminBatch, p_kind: 'dimension' })).toHaveLength(3);
  });

  it('takes no direct writes to the import tables, not even from an owner', async () => {
    const inserted = await f.owner.from('import_batches').insert({ organization_id: f.orgId, source: 'Direct' });
    expect(inserted.error?.code).toBe('42501');
    const updated = await f.owner.from('import_mappings').update({ action: 'ignore' }).eq('batch_id', batchId).select();
    expect(updated.error?.code).toBe('42501');
  });
});
