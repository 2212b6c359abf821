// The opening balances the food bank brought from its previous books.
import { account, postEntry } from '../organization-context.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays, isoDate } from '../random.ts';
import type { Funds } from './shared.ts';

export async function seedOpeningBalances(ctx: OrganizationContext, funds: Funds): Promise<void> {
  const date = isoDate(addDays(ctx.start, -1));
  await postEntry(ctx, date, 'Opening balances', 'opening_balance', [
    { account_id: account(ctx, '1010'), fund_id: funds.general, debit: '85000.00' },
    { account_id: account(ctx, '1020'), fund_id: funds.reserve, debit: '120000.00' },
    { account_id: account(ctx, '1500'), fund_id: funds.general, debit: '64000.00' },
    { account_id: account(ctx, '1590'), fund_id: funds.general, credit: '12000.00' },
    { account_id: account(ctx, '3100'), fund_id: funds.general, credit: '137000.00' },
    { account_id: account(ctx, '3100'), fund_id: funds.reserve, credit: '120000.00' },
    { account_id: account(ctx, '1010'), fund_id: funds.youth, debit: '30000.00' },
    { account_id: account(ctx, '3200'), fund_id: funds.youth, credit: '30000.00' },
  ]);
}
