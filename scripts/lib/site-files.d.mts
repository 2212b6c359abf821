// Types of site-files.mjs for the TypeScript callers (mf-marketing's build, tests).
export const SITE_FILE_PATHS: readonly string[];
export function normalizeSiteUrl(siteUrl: string): string;
export function buildSitemapXml(origin: string, paths: readonly string[]): string;
export function buildRobotsTxt(origin: string): string;
export function parseSitePaths(json: unknown): string[];
export function siteFile(urlPath: string, site: { origin: string; paths: readonly string[] }): { body: string; contentType: string } | undefined;
