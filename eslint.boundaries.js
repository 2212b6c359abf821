// The import boundaries of the workspace (docs/architecture.md's table, ARCHITECTURE section 6), as
// eslint-plugin-import-x `no-restricted-paths` zones: each row names the files it holds for and the
// folders they may not import from. Imports are resolved to files first, so a relative path, a
// package name and a package subpath are the same import. Type-only imports count too: a type is a
// dependency on the module that declares it.
import { readdirSync } from 'node:fs';

const ROOT = import.meta.dirname;

/** The remotes: every `mf-*` folder at the root. */
export const REMOTES = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
  .map((entry) => entry.name)
  .sort();

/** The apps: the shell (host) and the remotes. */
export const APPS = ['shell', ...REMOTES];

/** Code that runs in Node only: the Supabase-compatible platform, the product's server side. */
export const SERVER = ['packages/backend', 'packages/payment-provider', 'packages/worker', 'supabase'];

/** The packages the browser loads. */
export const BROWSER_PACKAGES = ['packages/app-config', 'packages/domain', 'packages/mf-config', 'packages/router', 'packages/session', 'packages/ui'];

/** What makes a package the product's rather than the platform's. */
const PRODUCT = ['packages/domain', 'packages/payment-provider', 'packages/worker', 'supabase', ...BROWSER_PACKAGES, ...APPS];

/** Files that run only in tests (Node): they may start a backend. */
export const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/bench/**'];

function zone(target, from, message) {
  return { target, from: [...new Set(from)].filter((folder) => folder !== target), message };
}

/** Every row but the browser-to-server one (tests of browser packages start a backend). */
function commonZones() {
  return [
    ...REMOTES.map((remote) =>
      zone(remote, APPS, 'A remote imports packages, never another remote or the shell: share code through packages/* (docs/platform.md).'),
    ),
    zone('packages', APPS, 'A package never imports an app (shell, mf-*): move what both need into a package.'),
    zone('packages/ui', ['packages/session', 'packages/mf-config'], 'The kit never imports the session: take the data through props or the kit\'s OrganizationProvider (docs/kit.md).'),
    zone('packages/session', ['packages/ui', 'packages/mf-config'], 'The session never imports the kit: components that need both live in an app or in packages/mf-config.'),
    { ...zone('packages/domain', ['packages', ...APPS, 'supabase'], 'packages/domain is framework-free business rules: it imports nothing of ours.'), except: ['./domain'] },
    zone('packages/backend', PRODUCT, 'The backend is the Supabase-compatible platform and knows no product: product work is a mount (packages/worker, packages/payment-provider) or a function in supabase/functions (docs/backend.md).'),
    zone('mf-marketing', ['packages/session', 'packages/mf-config/src/ensure-session.ts'], 'Public pages never reach the session (they stay light): call the data API with the page\'s runtime config (mf-marketing/src/site/public-api.ts).'),
  ];
}

function browserZones() {
  return [...APPS, ...BROWSER_PACKAGES].map((target) =>
    zone(target, SERVER, 'Browser code never imports server code (packages/backend, the product\'s workers, supabase/): call the API instead.'),
  );
}

/** `no-restricted-paths` options for source files and for test files. */
export function boundaryZones({ tests }) {
  return { basePath: ROOT, zones: tests ? commonZones() : [...commonZones(), ...browserZones()] };
}
