// Runs once before the specs: signs the test user in through /login and saves the browser storage
// (the supabase session in localStorage), so signed-in specs start signed in without the form.
import { test as setup } from '@playwright/test';
import { storageStatePath } from './env.ts';
import { signInThroughUi } from './sign-in.ts';

setup('the test user signs in through the login form', async ({ page }) => {
  await signInThroughUi(page);
  await page.context().storageState({ path: storageStatePath() });
});
