// The Donations screen's database calls through supabase-js against the real backend:
// search_donations filters, count and total checked against SQL; list_donors' giving
// figures against SQL sums; the duplicate-donor lookup; RLS (another organization sees nothing, a
// viewer cannot insert) and the restriction rule's refusal in the database's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

interface DonationRow {
  id: string;
  donation_date: string;
  donor_name: string;
  amount: string;
  method: string;
  restriction: string;
  fund_id: string | null;
  fund_name: string | null;
  campaign: string | null;
  check_number: string | null;
}
interface DonationSearch {
  total: number;
  totals: { count: number; amount: string; restricted: string; unrestricted: string };
  rows: DonationRow[];
}
interface DonorRow {
  id: string;
  name: string;
  lifetime: string;
  ytd: string;
  gift_count: number;
  last_gift_date: string | null;
  last_gift_amount: string | null;
}

let f: TransactionsFixture;
let restrictedFundId: string;
let aliceId: string;
let bobId: string;

async function search(args: Record<string, unknown>): Promise<DonationSearch> {
  const { data, error } = await f.owner.rpc('search_donations', { p_organization_id: f.orgId, ...args });
  if (error) throw new Error(error.message);
  return data as DonationSearch;
}

async function sqlFigures(where: string, params: unknown[] = []): Promise<{ n: number; total: string }> {
  const rows = await f.backend.admin.query<{ n: number; total: string }>(
    `select count(*)::int as n, coalesce(sum(amount), 0)::text as total from public.donations x where x.organization_id = $1 and ${where}`,
    [f.orgId, ...params],
  );
  return rows[0] ?? { n: -1, total: '' };
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  const admin = f.backend.admin;
  restrictedFundId = (await admin.query<{ id: string }>(
    `insert into public.funds (organization_id, name, restriction) values ($1, 'Scholarships', 'with_donor_restrictions') returning id`,
    [f.orgId],
  ))[0]?.id ?? '';
  aliceId = (await admin.query<{ id: string }>(
    `insert into public.donors (organization_id, name, email, postal_code) values ($1, 'Alice Giver', 'Alice@Example.org', '02139') returning id`,
    [f.orgId],
  ))[0]?.id ?? '';
  bobId = (await admin.query<{ id: string }>(
    `insert into public.donors (organization_id, name, postal_code) values ($1, 'Bob Patron', '10001') returning id`,
    [f.orgId],
  ))[0]?.id ?? '';
  // 60 gifts over two years: Alice every even one, Bob every third, some restricted, some in the spring appeal.
  await admin.query(
    `insert into public.donations (organization_id, donor_id, donor_name, donation_date, amount, method, restriction, fund_id, campaign, check_number)
     select $1, case when i % 2 = 0 then $2::uuid else $3::uuid end, case when i % 2 = 0 then 'Alice Giver' else 'Bob Patron' end,
            (date_trunc('year', current_date) - interval '1 year')::date + (i * 11),
            (i * 13 % 500) + 0.5,
            (array['cash','check','card','ach'])[1 + i % 4],
            case when i % 5 = 0 then 'with_donor_restrictions' else 'without_donor_restrictions' end,
            case when i % 5 = 0 then $4::uuid end,
            case when i % 3 = 0 then 'Spring Appeal' end,
            case when i % 4 = 1 then 'CHK-' || i end
     from generate_series(1, 60) i`,
    [f.orgId, aliceId, bobId, restrictedFundId],
  );
  await admin.query(
    `insert into public.donations (organization_id, donor_name, amount) select $1, 'Outsider gift ' || i, 7 from generate_series(1, 4) i`,
    [f.outsiderOrgId],
  );
});

afterAll(async () => {
  await f?.backend.stop();
});

describe('search_donations', () => {
  it('returns the count and total of the whole organization in SQL, paged newest first', async () => {
    const sql = await sqlFigures('true');
    const first = await search({ p_limit: 25 });
    expect(first.total).toBe(sql.n);
    expect(Number(first.totals.amount)).toBe(Number(sql.total));
    expect(first.rows).toHaveLength(25);
    const dates = first.rows.map((row) => row.donation_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rest = await search({ p_limit: 25, p_offset: 25 });
    const ids = new Set([...first.rows, ...rest.rows].map((row) => row.id));
    expect(ids.size).toBe(50);
  });

  it('filters by fund, donor, method, campaign and dates as SQL counts them', async () => {
    const byFund = await search({ p_fund_id: restrictedFundId });
    const sqlFund = await sqlFigures('x.fund_id = $2', [restrictedFundId]);
    expect(byFund.total).toBe(sqlFund.n);
    expect(byFund.totals.amount).toBe(sqlFund.total);
    expect(byFund.rows.every((row) => row.fund_name === 'Scholarships' && row.restriction === 'with_donor_restrictions')).toBe(true);

    const combined = await search({ p_donor_id: aliceId, p_method: 'check', p_campaign: 'spring appeal' });
    const sqlCombined = await sqlFigures(`x.donor_id = $2 and x.method = 'check' and x.campaign = 'Spring Appeal'`, [aliceId]);
    expect(combined.total).toBe(sqlCombined.n);

    const year = new Date().getFullYear();
    const dated = await search({ p_from: `${year}-01-01`, p_to: `${year}-12-31` });
    const sqlDated = await sqlFigures(`x.donation_date between $2 and $3`, [`${year}-01-01`, `${year}-12-31`]);
    expect(dated.total).toBe(sqlDated.n);
    expect(dated.totals.amount).toBe(sqlDated.total);
  });

  it('finds text in the donor name and check number, and sorts by amount', async () => {
    const text = await search({ p_search: 'chk-1' });
    const sqlText = await sqlFigures(`(x.check_number ilike '%chk-1%' or x.donor_name ilike '%chk-1%')`);
    expect(text.total).toBe(sqlText.n);
    expect(text.total).toBeGreaterThan(0);
    const sorted = await search({ p_sort: 'amount', p_direction: 'asc', p_limit: 60 });
    const amounts = sorted.rows.map((row) => Number(row.amount));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it('shows another organization nothing and refuses a non-member', async () => {
    const { data, error } = await f.outsider.rpc('search_donations', { p_organization_id: f.orgId });
    expect(data).toBeNull();
    expect(error?.message).toBe('Access denied');
    const own = await f.outsider.rpc('search_donations', { p_organization_id: f.outsiderOrgId });
    expect((own.data as DonationSearch).rows.every((row) => row.donor_name.startsWith('Outsider gift'))).toBe(true);
    const direct = await f.outsider.from('donations').select('id').eq('organization_id', f.orgId);
    expect(direct.data).toEqual([]);
  });
});

describe('donations written through the API', () => {
  it('a gift into a donor-restricted fund is restricted and raises the fund balance', async () => {
    const before = await f.owner.rpc('get_funds', { p_organization_id: f.orgId });
    const balanceOf = (rows: unknown): number =>
      Number((rows as Array<{ id: string; balance: number }>).find((row) => row.id === restrictedFundId)?.balance ?? NaN);
    const { error } = await f.owner.from('donations').insert({
      organization_id: f.orgId, donor_name: 'Carol New', amount: '250.00', method: 'check', check_number: '1042',
      fund_id: restrictedFundId, restriction: 'with_donor_restrictions',
    });
    expect(error).toBeNull();
    const after = await f.owner.rpc('get_funds', { p_organization_id: f.orgId });
    expect(balanceOf(after.data) - balanceOf(before.data)).toBe(250);
  });

  it('refuses an unrestricted gift into a restricted fund with the database message', async () => {
    const { error } = await f.owner.from('donations').insert({
      organization_id: f.orgId, donor_name: 'Mismatch', amount: '10', fund_id: restrictedFundId, restriction: 'without_donor_restrictions',
    });
    expect(error?.message).toBe("The donation's restriction (without_donor_restrictions) does not match its fund's (with_donor_restrictions)");
  });

  it('refuses a viewer who inserts a donation', async () => {
    const { error } = await f.viewer.from('donations').insert({ organization_id: f.orgId, donor_name: 'Viewer gift', amount: '5' });
    expect(error).not.toBeNull();
    const sql = await sqlFigures(`x.donor_name = 'Viewer gift'`);
    expect(sql.n).toBe(0);
  });

  it('stores an in-kind gift with its description at its fair value', async () => {
    const { data, error } = await f.owner.from('donations').insert({
      organization_id: f.orgId, donor_name: 'Grocer', amount: '180.00', method: 'in_kind', in_kind_description: '40 cases of canned food',
    }).select('id, amount, in_kind_description').single();
    expect(error).toBeNull();
    expect(data?.in_kind_description).toBe('40 cases of canned food');
    const found = await search({ p_search: 'canned food' });
    expect(found.rows.map((row) => row.id)).toEqual([data?.id]);
  });
});

describe('list_donors and find_similar_donors', () => {
  it('gives each donor lifetime, year-to-date and last gift from the donations', async () => {
    const { data, error } = await f.owner.rpc('list_donors', { p_organization_id: f.orgId });
    expect(error).toBeNull();
    const alice = (data as { rows: DonorRow[] }).rows.find((row) => row.id === aliceId);
    const sql = (await f.backend.admin.query<{ lifetime: string; ytd: string; n: number; last: string }>(
      `select sum(amount)::text as lifetime,
              coalesce(sum(amount) filter (where donation_date >= date_trunc('year', current_date)), 0)::text as ytd,
              count(*)::int as n, max(donation_date)::text as last
       from public.donations where donor_id = $1`,
      [aliceId],
    ))[0];
    expect(alice?.lifetime).toBe(sql?.lifetime);
    expect(alice?.ytd).toBe(sql?.ytd);
    expect(alice?.gift_count).toBe(sql?.n);
    expect(alice?.last_gift_date).toBe(sql?.last);
  });

  it('warns of a duplicate by e-mail (any case) or by name and postal code', async () => {
    const byEmail = await f.owner.rpc('find_similar_donors', { p_organization_id: f.orgId, p_name: 'A. Giver', p_email: ' alice@example.ORG ' });
    expect(byEmail.data).toEqual([expect.objectContaining({ id: aliceId, reason: 'email' })]);
    const byName = await f.owner.rpc('find_similar_donors', { p_organization_id: f.orgId, p_name: 'bob patron', p_postal_code: '10001' });
    expect(byName.data).toEqual([expect.objectContaining({ id: bobId, reason: 'name_postal_code' })]);
    const none = await f.owner.rpc('find_similar_donors', { p_organization_id: f.orgId, p_name: 'Bob Patron', p_postal_code: '99999' });
    expect(none.data).toEqual([]);
  });

  it('lists no donor of another organization', async () => {
    const { error } = await f.outsider.rpc('list_donors', { p_organization_id: f.orgId });
    expect(error?.message).toBe('Access denied');
  });
});
