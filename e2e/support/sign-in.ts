// Signs the test user in through the shell's real /login form (labels and button from the DOM contract).
import { expect, type Page } from '@playwright/test';
import { TEST_USER } from './env.ts';

/** Goes to `${origin}/login`, submits the test user's credentials and waits until the app area is shown. */
export async function signInThroughUi(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(TEST_USER.email);
  await page.getByLabel('Password').fill(TEST_USER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/app(\/|$)/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}
