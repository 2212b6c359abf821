// Unit tests of the run/test scripts (scripts/*.test.ts). The Playwright specs (*.spec.ts) are not
// vitest tests: they run through playwright.config.ts. scripts/bundle/ reads the production build,
// so it runs after the build (`pnpm test:bundle`), not here.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    dir: '../scripts',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'bundle/**'],
  },
});
