// A sidebar link fetches the page it opens when it is hovered or focused, the page's own chunk
// included (not only its remote's entry and routes), so the click renders without waiting for code.
// Observed as requests, never timed. A chunk is told apart by its source map: the one whose sources
// hold the page's component file.
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/signed-in.ts';
import { ownerOfPort } from '../support/remote-requests.ts';

/** The JavaScript files the page fetched from mf-hr, in order. */
function recordHrScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.hostname === 'localhost' && ownerOfPort(Number(url.port)) === 'mf_hr' && url.pathname.endsWith('.js')) scripts.push(response.url());
  });
  return scripts;
}

const sourcesOf = new Map<string, Promise<string[]>>();

/** Whether any of these files was built from `sourceFile` (read from each file's source map). */
async function fetchedCodeOf(page: Page, scripts: readonly string[], sourceFile: string): Promise<boolean> {
  for (const script of scripts) {
    let sources = sourcesOf.get(script);
    if (!sources) {
      sources = page.request.get(`${script}.map`).then(async (response) => (response.ok() ? ((await response.json()) as { sources?: string[] }).sources ?? [] : []));
      sourcesOf.set(script, sources);
    }
    if ((await sources).some((source) => source.endsWith(sourceFile))) return true;
  }
  return false;
}

async function openDashboardWithHrLinksShown(page: Page) {
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const sidebar = page.getByTestId('sidebar');
  const group = sidebar.getByRole('button', { name: 'Human Resources' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await page.waitForLoadState('networkidle');
  return sidebar;
}

test('hovering the Employees link fetches the Employees page code before the click', async ({ page }) => {
  const scripts = recordHrScripts(page);
  const sidebar = await openDashboardWithHrLinksShown(page);
  expect(await fetchedCodeOf(page, scripts, 'src/employees/EmployeesPage.tsx')).toBe(false);

  const link = sidebar.getByRole('link', { name: 'Employees', exact: true });
  await link.hover();
  await expect.poll(() => fetchedCodeOf(page, scripts, 'src/employees/EmployeesPage.tsx')).toBe(true);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
});

test('focusing the Payroll link fetches the Payroll page code, and not the other pages of the area', async ({ page }) => {
  const scripts = recordHrScripts(page);
  const sidebar = await openDashboardWithHrLinksShown(page);

  await sidebar.getByRole('link', { name: 'Payroll', exact: true }).focus();
  await expect.poll(() => fetchedCodeOf(page, scripts, 'src/payroll/PayrollPage.tsx')).toBe(true);
  expect(await fetchedCodeOf(page, scripts, 'src/employees/EmployeesPage.tsx')).toBe(false);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
