// The food bank's funds beside the general fund: restricted programs, a capital campaign, a board reserve.
import { insertRows } from '../bulk-insert.ts';
import type { OrganizationContext } from '../organization-context.ts';
import type { Funds } from './shared.ts';

export async function seedFunds(ctx: OrganizationContext): Promise<Funds> {
  const r = ctx.random;
  const funds: Funds = { general: ctx.generalFundId, youth: r.uuid(), capital: r.uuid(), disaster: r.uuid(), reserve: r.uuid() };
  await insertRows(ctx.client, 'funds', [
    { id: funds.youth, organization_id: ctx.organizationId, name: 'Youth Nutrition Program', code: 'YNP', restriction: 'with_donor_restrictions', purpose: 'Weekend backpack meals and summer lunches for school-age children.' },
    { id: funds.capital, organization_id: ctx.organizationId, name: 'Capital Campaign - Warehouse', code: 'CAP', restriction: 'with_donor_restrictions', purpose: 'Cold storage and warehouse expansion.' },
    { id: funds.disaster, organization_id: ctx.organizationId, name: 'Disaster Relief', code: 'DIS', restriction: 'with_donor_restrictions', purpose: 'Emergency food boxes after floods and storms.' },
    { id: funds.reserve, organization_id: ctx.organizationId, name: 'Board-Designated Reserve', code: 'RES', restriction: 'without_donor_restrictions', purpose: 'Operating reserve set aside by the board (six months of expenses).' },
  ]);
  return funds;
}
