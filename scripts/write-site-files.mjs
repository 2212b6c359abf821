// Writes sitemap.xml and robots.txt for a static deploy of the site root (the shell's folder on a
// CDN), from the marketing build's list of public paths, with absolute URLs on the public site URL.
// (`pnpm start` and the end-to-end tests need no files: their static server renders both per request.)
//
//   SITE_URL=https://missionbase.org node scripts/write-site-files.mjs [--paths mf-marketing/dist/site-paths.json] [--out shell/dist]
//   node scripts/write-site-files.mjs --site-url https://missionbase.org
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/apps.mjs';
import { normalizeSiteUrl, parseSitePaths, siteFile } from './lib/site-files.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  if (index < 0) return fallback;
  const value = process.argv[index + 1];
  if (value === undefined) throw new Error(`${name} needs a value`);
  return value;
}

try {
  const siteUrl = option('--site-url', process.env.SITE_URL || process.env.MB_SITE_URL);
  if (!siteUrl) throw new Error('Give the public site URL: --site-url https://missionbase.org (or SITE_URL=...)');
  const pathsFile = path.resolve(option('--paths', path.join(REPO_ROOT, 'mf-marketing', 'dist', 'site-paths.json')));
  const outDir = path.resolve(option('--out', path.join(REPO_ROOT, 'shell', 'dist')));
  const site = { origin: normalizeSiteUrl(siteUrl), paths: parseSitePaths(readFileSync(pathsFile, 'utf8')) };
  for (const name of ['/sitemap.xml', '/robots.txt']) {
    const file = siteFile(name, site);
    if (!file) continue;
    writeFileSync(path.join(outDir, name.slice(1)), file.body);
    console.log(`wrote ${path.join(outDir, name.slice(1))} (${site.paths.length} public paths on ${site.origin})`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
