// A `test` whose pages start signed in as the test user (storage saved by sign-in.setup.ts).
import { test as base } from '@playwright/test';
import { storageStatePath } from './env.ts';

export const signedInTest = base.extend({
  // The fixture callback is named `provide`, not `use`: the React hooks lint rule reserves `use`.
  storageState: async ({ browserName: _browserName }, provide) => {
    await provide(storageStatePath());
  },
});
