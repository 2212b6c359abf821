// @missionbase/ui is several share keys (the frame, /table, /forms, /toggles, /upload, /pickers, /dates,
// /export, /display, /tabs, /card, /statistic).
// They must all come from the shell's one build: a second antd (from a remote's build) would not see
// the shell's ConfigProvider, so the theme and App context would stop at the entry's border.
import { expect } from '@playwright/test';
import { animationsSettled } from '../support/animations-settled.ts';
import { signedInTest as test } from '../support/signed-in.ts';
import { readShareScope } from '../support/share-scope.ts';
import { remoteUrl } from '../support/env.ts';

interface ManifestShared {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

// The accounts page loads the frame and /table, its drawer /forms, /toggles (its Switch) and /pickers;
// /tabs comes with the notifications panel (its Tabs), opened first.
const UI_ENTRIES = ['@missionbase/ui', '@missionbase/ui/table', '@missionbase/ui/forms', '@missionbase/ui/toggles', '@missionbase/ui/pickers', '@missionbase/ui/tabs'];
/** missionbaseTheme's colorPrimary (packages/ui/src/theme.ts), as the browser reports it. */
const THEME_PRIMARY = 'rgb(37, 99, 235)';

test('a remote page uses one copy of each design-system entry, all from the shell, and the theme reaches its form controls', async ({ page, request }) => {
  const fetched = new Set<string>();
  page.on('request', (sent) => fetched.add(sent.url()));
  await page.goto('/app/accounts');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Accounts', exact: true })).toBeVisible();
  await page.getByTestId('topbar').getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByTestId('notifications-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notifications-panel')).toBeHidden();
  await page.getByRole('button', { name: 'New account' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();

  // The drawer's Input comes from /forms, the parent account TreeSelect from /pickers: both carry the
  // frame's theme (a focused field is outlined in the theme's primary colour, not antd's default).
  const code = drawer.getByLabel('Code');
  await code.focus();
  await expect(code).toHaveCSS('border-color', THEME_PRIMARY);

  const report = await readShareScope(page, UI_ENTRIES);
  for (const name of UI_ENTRIES) {
    // `from` names the app whose code first asked for it, not the build that provided it: the files say that.
    expect(report[name]?.loaded.map((copy) => copy.version), `${name} loaded copies`).toHaveLength(1);
  }
  // None of the finance remote's own copies of an entry was downloaded: the page's are the shell's.
  const origin = remoteUrl(1);
  const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as ManifestShared;
  const entries = manifest.shared.filter((shared) => UI_ENTRIES.includes(shared.name));
  expect(entries.map((shared) => shared.name).sort()).toEqual([...UI_ENTRIES].sort());
  for (const shared of entries) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      expect(fetched.has(`${origin}/${file}`), `mf_finance downloaded its own ${shared.name} (${file})`).toBe(false);
    }
  }
});

test('a list page downloads the design system files of the entries it shows: the forms file only when its drawer opens', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  const designFiles = () => fetched.filter((path) => /\/ui-[a-z]+\.[0-9a-f]+\.js$/.test(path)).map((path) => path.replace(/^.*\/(ui-[a-z]+)\..*$/, '$1'));
  await page.goto('/app/accounts');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Accounts', exact: true })).toBeVisible();
  // The chart is an antd Table with a search box and filters: the table's files and the frame's, no form's.
  await expect.poll(designFiles).toEqual(expect.arrayContaining(['ui-frame', 'ui-table', 'ui-controls']));
  expect(designFiles()).not.toContain('ui-forms');

  await page.getByRole('button', { name: 'New account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(designFiles()).toContain('ui-forms');
});

test('a list filtered by a preset period downloads no calendar: the date fields load, one copy from the shell, when a custom range is chosen', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  const designFiles = () => fetched.filter((path) => /\/ui-[a-z]+\.[0-9a-f]+\.js$/.test(path)).map((path) => path.replace(/^.*\/(ui-[a-z]+)\..*$/, '$1'));
  await page.goto('/app/transactions');
  await expect(page.getByTestId('app-shell').getByRole('heading', { level: 1, name: 'Transactions', exact: true })).toBeVisible();
  // The filters' pickers and the totals' Statistic, none of Result, Descriptions, Tabs or the calendar.
  await expect.poll(designFiles).toEqual(expect.arrayContaining(['ui-table', 'ui-pickers', 'ui-statistic']));
  await page.waitForLoadState('networkidle');
  expect(designFiles()).not.toContain('ui-dates');
  expect(designFiles()).not.toContain('ui-display');
  expect(designFiles()).not.toContain('ui-tabs');

  // A preset, then "Custom range" to change its dates: the range picker shows with them.
  const period = page.getByRole('combobox', { name: 'Period', exact: true });
  await period.click();
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="This fiscal year"]').click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await period.click();
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Custom range"]').click();
  await expect(page.getByPlaceholder('Start date')).toBeVisible();
  expect(designFiles()).toContain('ui-dates');
  const entries = ['@missionbase/ui/pickers', '@missionbase/ui/periods', '@missionbase/ui/dates', '@missionbase/ui/statistic'];
  const report = await readShareScope(page, entries);
  for (const name of entries) {
    expect(report[name]?.loaded.map((copy) => copy.from), `${name} loaded copies`).toHaveLength(1);
  }
});

test('the dashboard downloads the design system frame and none of the kit files', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('topbar').getByRole('combobox', { name: 'Organization' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const designFiles = () => fetched.filter((path) => /\/ui-[a-z]+\.[0-9a-f]+\.js$/.test(path)).map((path) => path.replace(/^.*\/(ui-[a-z]+)\..*$/, '$1'));
  await expect.poll(designFiles).toContain('ui-frame');
  // Nothing on the dashboard (organization picker included) needs Select, a table, a form or a picker.
  await page.waitForLoadState('networkidle');
  expect(designFiles()).toEqual(['ui-frame']);
});
