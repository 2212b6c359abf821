// An owner closes last fiscal year from the Advanced page; the year is recorded as closed, and the
// next year opens with the net assets the closed year ended with.
import { expect } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { animationsSettled } from '../support/animations-settled.ts';

interface Columns { without: number | string; with: number | string; total: number | string }

test('year-end close: the next year\'s opening net assets equal the closing ones', async ({ page }) => {
  const owner = await createAccount('closer', 'Closing Org');
  const organizationId = String(owner.organizationId);
  const accounts = await owner.client.from('accounts').select('id, code').eq('organization_id', organizationId).in('code', ['1010', '4010', '6100']);
  const fund = await owner.client.from('funds').select('id').eq('organization_id', organizationId).limit(1).single();
  const id = (code: string) => accounts.data?.find((account) => account.code === code)?.id;
  for (const [date, debit, credit, amount] of [['2025-03-01', '1010', '4010', 4200], ['2025-04-01', '6100', '1010', 1310.5]] as const) {
    const { error } = await owner.client.rpc('post_journal_entry', {
      p_organization_id: organizationId, p_entry_date: date, p_description: `Activity ${date}`,
      p_lines: [{ account_id: id(debit), fund_id: fund.data?.id, debit: amount, credit: 0 }, { account_id: id(credit), fund_id: fund.data?.id, debit: 0, credit: amount }],
    });
    expect(error).toBeNull();
  }
  const netAssets = async (from: string, to: string) => {
    const { data, error } = await owner.client.rpc('report_statement_of_activities', { p_organization_id: organizationId, p_from: from, p_to: to });
    expect(error).toBeNull();
    return data as unknown as { net_assets_beginning: Columns; net_assets_end: Columns };
  };

  await startSessionAs(page, owner);
  await page.goto('/app/settings/advanced');
  await expect(page.getByLabel('Fiscal year to close')).toBeEnabled();
  await page.getByRole('button', { name: 'Close fiscal year…' }).click();
  // The confirmation fades in: a click on it before it is still can miss its button.
  await expect(page.getByRole('dialog')).toBeVisible();
  await animationsSettled(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Close the year' }).click();
  const row = page.getByRole('table', { name: 'Year-end closes' }).getByRole('row').filter({ hasText: '2025-01-01 to 2025-12-31' });
  await expect(row).toContainText('Closed');
  await expect(row).toContainText('$2,889.50');

  const closed = await netAssets('2025-01-01', '2025-12-31');
  const next = await netAssets('2026-01-01', '2026-03-31');
  expect(Number(closed.net_assets_end.total)).toBe(2889.5);
  expect(next.net_assets_beginning).toEqual(closed.net_assets_end);
  const closing = await owner.client.from('journal_entries').select('entry_date, source_type').eq('organization_id', organizationId).eq('source_type', 'year_end_close');
  expect(closing.data).toEqual([{ entry_date: '2025-12-31', source_type: 'year_end_close' }]);
});
