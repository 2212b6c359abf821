// Types of route-budgets.mjs for the TypeScript callers (its unit tests, the size e2e test).
export const AUTH_PAGE_JS_BUDGET_KIB: number;
export const DASHBOARD_JS_BUDGET_KIB: number;
export const OTHER_ROUTE_EXTRA_KIB: number;
export interface HeavyLibrary {
  label: string;
  packages: string[];
  prefix?: string;
  allowedOn: string[];
}
export const HEAVY_LIBRARIES: HeavyLibrary[];
export interface LoadedFile {
  app: string;
  kind: 'js' | 'css';
  file: string;
  raw: number;
  gzip: number;
}
export function budgetOf(route: string): number;
export function heavyLabelOf(pkg: string): string | undefined;
export function applicationRoutes(): string[];
export function packageSharesOf(appDir: string, file: string): Map<string, number>;
export function packageOfSource(source: string, appDir: string): string;
export function packagesOfLoad(files: LoadedFile[]): Array<[string, number]>;
export function heavyLibrariesOfLoad(route: string, files: LoadedFile[]): { found: string[]; unneeded: string[] };
export const CEILING_TOLERANCE: number;
export const ROUTE_CEILINGS_KIB: Readonly<Record<string, number>>;
export function ceilingOf(route: string): { ceilingKiB: number; reason: string };
export const PUBLIC_PAGE_JS_BUDGET_KIB: number;
export const PUBLIC_PAGES: readonly { path: string; page: string; content?: string }[];
