// Receipts and year-end giving statements through supabase-js against the real backend: a gift's
// receipt data (donor address, deductible part, in-kind without a value), the
// year's statement totals checked against SQL, and an e-mailed receipt stamping receipt_sent_at.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';
import { productWorker } from '@missionbase/worker/src/mount';

interface Gift { receipt_number: string; amount: string; deductible: string | null; in_kind: boolean; in_kind_description: string | null }
interface Statement { year: number; donor: { name: string; address_lines: string[] }; gifts: Gift[]; totals: { cash: string; goods_value: string; deductible: string; in_kind_count: number } }

let f: TransactionsFixture;
// The product worker delivers the document e-mail outbox beside the backend, as under `pnpm start`.
const worker = productWorker();
let donorId: string;
let dinnerId: string;

beforeAll(async () => {
  f = await createTransactionsFixture([worker]);
  donorId = (await f.backend.admin.query<{ id: string }>(
    `insert into public.donors (organization_id, name, email, address_line1, city, region, postal_code)
     values ($1, 'Ada Lovelace', 'ada@example.org', '5 Elm Road', 'Portland', 'ME', '04101') returning id`,
    [f.orgId],
  ))[0]?.id ?? '';
  const insert = async (row: Record<string, unknown>) => {
    const { data, error } = await f.owner.from('donations').insert({ organization_id: f.orgId, donor_id: donorId, donor_name: 'Ada Lovelace', method: 'check', ...row }).select('id').single();
    if (error) throw new Error(error.message);
    return data.id as string;
  };
  await insert({ donation_date: '2025-03-01', amount: 250 });
  dinnerId = await insert({ donation_date: '2025-10-10', amount: 150, goods_services_value: 60, goods_services_description: 'Gala dinner for one' });
  await insert({ donation_date: '2025-12-01', amount: 400, method: 'in_kind', in_kind_description: 'Two pallets of canned vegetables' });
  await insert({ donation_date: '2026-01-05', amount: 99 });
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('receipts and giving statements', () => {
  it('a receipt carries the donor address and the deductible part after goods received', async () => {
    // The gift's one receipt, read as the screen reads it.
    const { data, error } = await f.owner.rpc('donation_receipt', { p_donation_id: dinnerId }).maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      amount: '150.00', deductible: '90.00', goods_services_value: '60.00', goods_services_description: 'Gala dinner for one',
      donor: { name: 'Ada Lovelace', email: 'ada@example.org', address_lines: ['5 Elm Road', 'Portland, ME 04101'] },
    });
    expect(String((data as { receipt_number: string }).receipt_number)).toMatch(/^RCPT-\d+$/);
    const { data: foreign } = await f.outsider.rpc('donation_receipt', { p_donation_id: dinnerId }).maybeSingle();
    expect(foreign).toBeNull();
  });

  it('a receipt and the year-end statement print the donor\'s full mailing address: both street lines, the city line and the country', async () => {
    const fullId = (await f.backend.admin.query<{ id: string }>(
      `insert into public.donors (organization_id, name, address_line1, address_line2, city, region, postal_code, country)
       values ($1, 'Katherine Johnson', '88 Pleasant Street', 'Apartment 4B', 'South Portland', 'ME', '04106', 'United States') returning id`,
      [f.orgId],
    ))[0]?.id ?? '';
    const { data: gift, error: giftError } = await f.owner.from('donations')
      .insert({ organization_id: f.orgId, donor_id: fullId, donor_name: 'Katherine Johnson', method: 'check', donation_date: '2025-06-01', amount: 75 })
      .select('id').single();
    expect(giftError).toBeNull();
    const lines = ['88 Pleasant Street', 'Apartment 4B', 'South Portland, ME 04106', 'United States'];
    const { data: receipt } = await f.owner.rpc('donation_receipt', { p_donation_id: (gift as { id: string }).id }).maybeSingle();
    expect(receipt).toMatchObject({ donor: { name: 'Katherine Johnson', address_lines: lines } });
    const { data: statements } = await f.owner.rpc('giving_statements', { p_organization_id: f.orgId, p_year: 2025, p_donor_id: fullId });
    expect((statements as unknown as Statement[])[0]?.donor.address_lines).toEqual(lines);
  });

  it('the year-end statement lists the year\'s gifts; in-kind gifts by description, without a value', async () => {
    const { data, error } = await f.owner.rpc('giving_statements', { p_organization_id: f.orgId, p_year: 2025, p_donor_id: donorId });
    expect(error).toBeNull();
    const statements = data as unknown as Statement[];
    expect(statements).toHaveLength(1);
    const [statement] = statements;
    expect(statement?.gifts.map((gift) => gift.amount)).toEqual(['250.00', '150.00', '400.00']);
    expect(statement?.gifts[2]).toMatchObject({ in_kind: true, deductible: null, in_kind_description: 'Two pallets of canned vegetables' });
    const sql = await f.backend.admin.query<{ cash: string }>(
      `select sum(amount)::text as cash from public.donations where organization_id = $1 and donor_id = $2 and method <> 'in_kind' and extract(year from donation_date) = 2025`,
      [f.orgId, donorId],
    );
    expect(statement?.totals).toEqual({ cash: sql[0]?.cash, goods_value: '60.00', deductible: '340.00', in_kind_count: 1 });
  });

  it('goods received cannot exceed the gift', async () => {
    const { error } = await f.owner.from('donations').insert({ organization_id: f.orgId, donor_name: 'X', amount: 10, method: 'cash', goods_services_value: 20 });
    expect(error?.message).toContain('donations_goods_within_amount');
  });

  it('an e-mailed receipt is recorded as sent on the gift once delivered', async () => {
    const path = `${f.orgId}/emails/${randomUUID()}/receipt.pdf`;
    expect((await f.owner.storage.from('documents').upload(path, new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { contentType: 'application/pdf' })).error).toBeNull();
    const queued = await f.owner.rpc('queue_document_email', {
      p_organization_id: f.orgId, p_recipient: 'ada@example.org', p_subject: 'Your receipt', p_body: 'Thank you', p_attachment_path: path,
      p_document_type: 'donation_receipt', p_document_id: dinnerId,
    });
    expect(queued.error).toBeNull();
    for (let round = 0; round < 50; round += 1) {
      await worker.documentMailer.drain();
      const rows = await f.backend.admin.query<{ sent: Date | null }>('select receipt_sent_at as sent from public.donations where id = $1', [dinnerId]);
      if (rows[0]?.sent) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { data } = await f.owner.rpc('donation_receipt', { p_donation_id: dinnerId }).maybeSingle();
    expect((data as { receipt_sent_at: string | null }).receipt_sent_at).not.toBeNull();
    expect((data as { last_email: { status: string; recipient: string } }).last_email).toMatchObject({ status: 'sent', recipient: 'ada@example.org' });
  });
});
