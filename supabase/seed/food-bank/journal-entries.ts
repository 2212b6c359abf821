// Manual journal entries: depreciation, loan principal, an accrual and its reversal, a draft.
import { account, postEntry } from '../organization-context.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { dayOfMonth, isoDate, monthStart } from '../random.ts';
import { months, notFuture } from './shared.ts';
import type { Funds } from './shared.ts';

export async function seedJournalEntries(ctx: OrganizationContext, funds: Funds): Promise<void> {
  let index = 0;
  for (const month of months(ctx)) {
    // The loan payment is due on the first (its interest is a bank transaction that day).
    if (index > 4) {
      await postEntry(ctx, isoDate(dayOfMonth(month, 1)), 'Equipment loan principal', 'manual', [
        { account_id: account(ctx, '2300'), fund_id: funds.general, debit: '500.00' },
        { account_id: account(ctx, '1010'), fund_id: funds.general, credit: '500.00' },
      ]);
    }
    const end = dayOfMonth(month, 31);
    if (notFuture(ctx, end)) {
      await postEntry(ctx, isoDate(end), `Depreciation ${isoDate(month).slice(0, 7)}`, 'manual', [
        { account_id: account(ctx, '6800'), fund_id: funds.general, debit: index >= 4 ? '1433.33' : '800.00' },
        { account_id: account(ctx, '1590'), fund_id: funds.general, credit: index >= 4 ? '1433.33' : '800.00' },
      ]);
    }
    index += 1;
  }
  // For the Journal Entries screen: an accrual reversed at the start of the next month, as
  // bookkeepers do, and a draft still waiting to be posted.
  const accrualMonth = monthStart(ctx.today, -2);
  const accrued = await ctx.client.query<{ id: string }>('select private.post_entry($1, $2::date, $3, $4, null, $5::jsonb) as id', [
    ctx.organizationId, isoDate(dayOfMonth(accrualMonth, 31)), 'Accrue utilities not yet billed', 'manual',
    JSON.stringify([
      { account_id: account(ctx, '6200'), fund_id: funds.general, debit: '1180.00' },
      { account_id: account(ctx, '2999'), fund_id: funds.general, credit: '1180.00' },
    ]),
  ]);
  await ctx.client.query('select private.reverse_entry($1, $2::date)', [accrued.rows[0]?.id, isoDate(monthStart(accrualMonth, 1))]);
  const draft = await ctx.client.query<{ id: string }>(
    `insert into public.journal_entries (organization_id, entry_date, description, reference, status) values ($1, $2, $3, 'JE-DRAFT-1', 'draft') returning id`,
    [ctx.organizationId, isoDate(ctx.today), 'Reclassify produce recorded as supplies to food purchases'],
  );
  await ctx.client.query(
    `insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, debit, credit, line_number)
     values ($1, $2, $3, $5, 240, 0, 1), ($1, $2, $4, $5, 0, 240, 2)`,
    [ctx.organizationId, draft.rows[0]?.id, account(ctx, '6400'), account(ctx, '6300'), funds.general],
  );
}
