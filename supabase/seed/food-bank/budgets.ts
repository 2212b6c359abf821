// Operating and program budgets for last year and this year.
import { insertRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import { account } from '../organization-context.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { money } from '../random.ts';
import type { Funds, Projects } from './shared.ts';

export async function seedBudgets(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const thisYear = ctx.today.getUTCFullYear();
  const annual: Array<[string, number]> = [
    ['4010', 420000], ['4100', 180000], ['4200', 150000], ['4300', 30000], ['4400', 60000], ['4500', 1500],
    ['5100', 520000], ['5200', 40000], ['5300', 40000], ['6100', 54000], ['6200', 12000], ['6300', 6000],
    ['6400', 190000], ['6500', 7000], ['6600', 15000], ['6700', 9600], ['6800', 17000],
  ];
  const budgets: SeedRow[] = [];
  const lines: SeedRow[] = [];
  for (const year of [thisYear - 1, thisYear]) {
    const id = r.uuid();
    budgets.push({ id, organization_id: org, name: `FY${year} Operating Budget`, fiscal_year: year, start_date: `${year}-01-01`, end_date: `${year}-12-31`, status: year < thisYear ? 'closed' : 'approved', fund_id: funds.general });
    for (const [code, dollars] of annual) {
      const grown = Math.round(dollars * (year === thisYear ? 1.06 : 1) * 100);
      lines.push({ organization_id: org, budget_id: id, account_id: account(ctx, code), amount: money(grown) });
    }
  }
  const youth = r.uuid();
  budgets.push({ id: youth, organization_id: org, name: `Backpack Weekend Meals ${thisYear}`, fiscal_year: thisYear, start_date: `${thisYear}-01-01`, end_date: `${thisYear}-12-31`, status: 'approved', fund_id: funds.youth, project_id: projects.backpacks });
  for (let month = 1; month <= 12; month += 1) {
    lines.push({ organization_id: org, budget_id: youth, account_id: account(ctx, '6400'), project_id: projects.backpacks, period_month: month, amount: money(month === 7 || month === 8 ? 250000 : 600000) });
  }
  await insertRows(ctx.client, 'budgets', budgets);
  await insertRows(ctx.client, 'budget_line_items', lines);
}
