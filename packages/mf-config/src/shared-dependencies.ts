// The packages every app shares as Module Federation singletons, with the versions they require.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Share keys: subpaths are separate keys, so react-dom/client and react/jsx-runtime are listed, and
 * so is `@missionbase/ui/head` (the antd-free head helpers public pages use without the design system),
 * and `@missionbase/session/documents` (letterheads and e-mailed documents: the pages that make
 * documents load it, the sign-in pages do not; the shell provides it, shell/src/routing/provide-ui-entries.ts).
 * `@tanstack/react-query` is shared because the session holds the page's one QueryClient: a second
 * copy would bring a second React context, and a remote's useQuery would not find the provider.
 * Every app lists it, marketing too (its isolated lifecycles mount the session's AuthProvider); a
 * public page imports no session, so it downloads no react-query.
 * antd is NOT shared by itself: it reaches the apps only through `@missionbase/ui`
 * (src/antd.ts re-exports the components the product uses; ESLint refuses `antd` elsewhere), so the
 * one shared copy of the design system holds antd tree-shaken to those components. A shared module
 * cannot be tree-shaken: shared whole, antd would weigh about 435 KiB gzip on every page.
 * For the same reason `@missionbase/ui` itself is several share keys: the frame
 * (`@missionbase/ui`: theme, layout pieces, buttons, menus, alerts, toasts) that every signed-in page
 * loads, and `/table`, `/forms`, `/pickers`, `/dates`, `/periods`, `/toggles`, `/upload`, `/export`, `/display`, `/tabs`,
 * `/card`, `/statistic` that load with the pages that import them (docs/kit.md). The
 * shell provides every one of them (shell/src/routing/provide-ui-entries.ts), so they all come from
 * one compilation and share one instance of antd's internals (ConfigProvider, theme, cssinjs, App).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@missionbase/router',
  'jotai',
  'dayjs',
  '@tanstack/react-query',
  '@missionbase/session',
  '@missionbase/session/documents',
  '@missionbase/ui',
  '@missionbase/ui/head',
  '@missionbase/ui/table',
  '@missionbase/ui/forms',
  '@missionbase/ui/pickers',
  '@missionbase/ui/export',
  '@missionbase/ui/display',
  '@missionbase/ui/tabs',
  '@missionbase/ui/card',
  '@missionbase/ui/statistic',
  '@missionbase/ui/dates',
  '@missionbase/ui/periods',
  '@missionbase/ui/toggles',
  '@missionbase/ui/upload',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** 'react/jsx-runtime' -> 'react'; '@missionbase/ui' stays. */
export function packageNameOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The version range an app requires for a shared package: from its package.json, or for a
 * workspace package (whose specifier is `workspace:*`, which federation cannot compare) from the
 * linked package's own version.
 */
export function requiredVersionFor(appDir: string, shareKey: string): string {
  const name = packageNameOf(shareKey);
  const specifier = readPackageJson(path.join(appDir, 'package.json')).dependencies?.[name];
  if (specifier === undefined) {
    throw new Error(`MF_SHARED_NOT_A_DEPENDENCY: ${name} is shared but not in ${appDir}/package.json dependencies`);
  }
  if (!specifier.startsWith('workspace:')) return /^\d/.test(specifier) ? `^${specifier}` : specifier;
  const linked = readPackageJson(path.join(appDir, 'node_modules', name, 'package.json'));
  if (!linked.version) throw new Error(`MF_SHARED_NO_VERSION: ${name} has no version in its package.json`);
  return `^${linked.version}`;
}

export interface SharedSingletonConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
}

export function sharedSingletons(appDir: string): Record<string, SharedSingletonConfig> {
  const shared: Record<string, SharedSingletonConfig> = {};
  for (const key of SHARED_SINGLETONS) {
    shared[key] = { singleton: true, requiredVersion: requiredVersionFor(appDir, key), strictVersion: false };
  }
  return shared;
}
