import { expect, test } from '@playwright/test';
import { createAccount, signedInStorageOf } from '../support/accounts.ts';

test('timings', async ({ browser }) => {
  test.setTimeout(600_000);
  const t = () => performance.now();
  const account = await createAccount('exp');
  const log: Record<string, number[]> = {};
  const rec = (k: string, v: number) => (log[k] ??= []).push(Math.round(v));
  for (let i = 0; i < 4; i++) {
    let s = t();
    const state = await signedInStorageOf(account);
    rec('a api sign-in', t() - s);
    let context = await browser.newContext();
    let page = await context.newPage();
    s = t();
    await context.setStorageState(state);
    rec('b setStorageState', t() - s);
    s = t();
    await page.goto('/app/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    rec('e cold goto accounts', t() - s);
    s = t();
    await page.goto('/app/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    rec('f warm goto accounts', t() - s);
    s = t();
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    rec('g warmish goto dashboard', t() - s);
    await context.close();

    context = await browser.newContext();
    page = await context.newPage();
    s = t();
    await page.addInitScript((items) => { for (const { name, value } of items) localStorage.setItem(name, value); }, state.origins[0]!.localStorage);
    rec('c addInitScript', t() - s);
    s = t();
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    rec('h cold goto dashboard', t() - s);
    await context.close();

    context = await browser.newContext();
    page = await context.newPage();
    s = t();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/app(\/|$)/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    rec('d form sign-in to dashboard', t() - s);
    s = t();
    await page.goto('/app/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    rec('i goto accounts after form', t() - s);
    await context.close();
    s = t();
    context = await browser.newContext();
    page = await context.newPage();
    rec('j new context+page', t() - s);
    await context.close();
  }
  for (const [k, v] of Object.entries(log).sort()) console.log(k.padEnd(30), v.join(' '));
});
