// The tests of the production build's output (`pnpm test:bundle`): they read <app>/dist, so they run
// after `pnpm build`, not with the unit tests (e2e/vitest.config.ts leaves this folder out).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    dir: import.meta.dirname,
    include: ['**/*.test.ts'],
    // Reading seven builds and decoding their source maps takes a few seconds on a loaded machine.
    hookTimeout: 120_000,
  },
});
