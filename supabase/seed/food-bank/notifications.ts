// Notifications waiting in the demo user's panel, beside those the database raised itself while
// the seed ran (overdue invoices and bills, a reorder level crossed, tasks assigned).
import { insertRows } from '../bulk-insert.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays } from '../random.ts';

export async function seedNotifications(ctx: OrganizationContext, userId: string): Promise<void> {
  const org = ctx.organizationId;
  const at = (days: number) => addDays(ctx.today, -days).toISOString();
  // Each notification opens its record: the capital campaign's pledge (the largest one).
  const pledge = await ctx.client.query<{ id: string }>('select id from public.pledges where organization_id = $1 order by amount desc limit 1', [org]);
  const pledgeLink = pledge.rows[0] ? `/app/finance/donations?tab=pledges&pledge=${pledge.rows[0].id}` : '/app/finance/donations?tab=pledges';
  await insertRows(ctx.client, 'notifications', [
    { organization_id: org, user_id: userId, title: 'Pledge received', message: 'Harbor Community Foundation pledged $75,000 to the Capital Campaign.', link: pledgeLink, created_at: at(40), is_read: true },
    { organization_id: org, title: 'Payroll paid', message: 'The last payroll run was paid and posted to the ledger.', link: '/app/hr/payroll', created_at: at(6), is_read: true },
    { organization_id: org, title: 'Purchase requests waiting', message: 'Three purchase requests are waiting for approval.', link: '/app/supply-chain/purchase-requests', created_at: at(1) },
  ]);
}
