// The demo's main organization: a community food bank with two years of activity in every area
// (donors and restricted gifts, grants, programs as projects, payroll, vendors and bills,
// invoices, budgets, purchasing and inventory). Everything that moves money goes through the
// documents' own posting triggers, so the ledger is complete and balanced by construction.
import type { OrganizationContext } from './organization-context.ts';
import { seedFunds } from './food-bank/funds.ts';
import { seedProjects } from './food-bank/projects.ts';
import { seedProjectPlan } from './food-bank/project-plan.ts';
import { seedOpeningBalances } from './food-bank/opening-balances.ts';
import { seedDonations } from './food-bank/donations.ts';
import { seedInvoices } from './food-bank/invoices.ts';
import { seedBills } from './food-bank/bills.ts';
import { seedPayroll } from './food-bank/payroll.ts';
import { seedTransactions } from './food-bank/transactions.ts';
import { seedJournalEntries } from './food-bank/journal-entries.ts';
import { seedSupplyChain, seedSupplyChainActivity } from './food-bank/supply-chain.ts';
import { seedBudgets } from './food-bank/budgets.ts';
import { seedNotifications } from './food-bank/notifications.ts';
import { seedYearEndClose } from './food-bank/year-end-close.ts';
import { seedReconciliation } from './food-bank/reconciliation.ts';

export async function seedFoodBank(ctx: OrganizationContext, userId: string): Promise<void> {
  await ctx.client.query(
    `update public.organization_settings set fiscal_year_start_month = 1, currency = 'USD', time_zone = 'America/New_York',
       next_invoice_number = 5001, next_bill_number = 5001 where organization_id = $1`,
    [ctx.organizationId],
  );
  const funds = await seedFunds(ctx);
  const projects = await seedProjects(ctx, funds);
  await seedOpeningBalances(ctx, funds);
  await seedDonations(ctx, funds, projects);
  await seedInvoices(ctx, funds, projects);
  const vendorIds = await seedBills(ctx, funds, projects);
  await seedPayroll(ctx, projects);
  await seedTransactions(ctx, funds, projects);
  await seedJournalEntries(ctx, funds);
  await seedSupplyChain(ctx, funds, projects, vendorIds);
  await seedBudgets(ctx, funds, projects);
  await seedNotifications(ctx, userId);
  await seedProjectPlan(ctx, userId);
  await seedSupplyChainActivity(ctx, projects);
  // After every document that moves cash (the supply chain's bills are paid too), so each finished
  // statement lists every payment the bank cleared.
  await seedReconciliation(ctx, userId);
  await seedYearEndClose(ctx, userId);
}
