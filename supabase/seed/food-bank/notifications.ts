// Notifications waiting in the demo user's panel.
import { insertRows } from '../bulk-insert.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays } from '../random.ts';

export async function seedNotifications(ctx: OrganizationContext, userId: string): Promise<void> {
  const org = ctx.organizationId;
  const at = (days: number) => addDays(ctx.today, -days).toISOString();
  await insertRows(ctx.client, 'notifications', [
    { organization_id: org, title: 'Invoice overdue', message: 'An invoice to County Health Department is past its due date.', link: '/app/finance/invoices', created_at: at(2) },
    { organization_id: org, title: 'Low stock', message: 'Peanut butter and shelf-stable milk are below their reorder level.', link: '/app/supply-chain/inventory', created_at: at(3) },
    { organization_id: org, user_id: userId, title: 'Pledge received', message: 'Harbor Community Foundation pledged $75,000 to the Capital Campaign.', link: '/app/finance/donations', created_at: at(40), is_read: true },
    { organization_id: org, title: 'Payroll paid', message: 'The last payroll run was paid and posted to the ledger.', link: '/app/hr/payroll', created_at: at(6), is_read: true },
    { organization_id: org, title: 'Purchase requests waiting', message: 'Three purchase requests are waiting for approval.', link: '/app/supply-chain/purchase-requests', created_at: at(1) },
  ]);
}
