// sitemap.xml and robots.txt of the public site. They belong at the SITE ROOT, the shell's origin
// (the public pages are served there, by mf-marketing's routes inside the shell), with absolute URLs
// on that origin. The list of public paths comes from mf-marketing's build (`site-paths.json`: its
// route list plus one path per blog post), so a new page or post is listed without editing a file
// here. Used by mf-marketing's build, by the static server (`siteFiles` option: answers the two paths
// on the shell's origin) and by `scripts/write-site-files.mjs` (a static deploy).

/** The two files, by URL path. */
export const SITE_FILE_PATHS = ['/sitemap.xml', '/robots.txt'];

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function absolute(origin, urlPath) {
  const base = origin.replace(/\/+$/, '');
  return urlPath === '/' ? `${base}/` : `${base}${urlPath}`;
}

/** Refuses anything but an http(s) origin: the value ends up in every URL of the sitemap. */
export function normalizeSiteUrl(siteUrl) {
  let url;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL_INVALID: ${JSON.stringify(siteUrl)} is not a URL (expected e.g. https://missionbase.org)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL_INVALID: ${siteUrl} must be http(s)`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function buildSitemapXml(origin, paths) {
  const urls = [...new Set(paths)].map((urlPath) => `  <url><loc>${escapeXml(absolute(origin, urlPath))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** Crawlers may read the public site; the signed-in application has nothing for them. */
export function buildRobotsTxt(origin) {
  return ['User-agent: *', 'Allow: /', 'Disallow: /app', 'Disallow: /subscribe', '', `Sitemap: ${absolute(origin, '/sitemap.xml')}`, ''].join('\n');
}

/** Parses site-paths.json (`{ "paths": ["/", "/pricing", ...] }`), refusing anything else. */
export function parseSitePaths(json) {
  const parsed = typeof json === 'string' ? JSON.parse(json) : json;
  const paths = parsed && typeof parsed === 'object' ? parsed.paths : undefined;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((entry) => typeof entry === 'string' && entry.startsWith('/'))) {
    throw new Error('SITE_PATHS_INVALID: site-paths.json must be { "paths": ["/", ...] } with absolute paths');
  }
  return paths;
}

/** The body and content type of /sitemap.xml or /robots.txt for this origin, or undefined for any other path. */
export function siteFile(urlPath, { origin, paths }) {
  if (urlPath === '/sitemap.xml') return { body: buildSitemapXml(origin, paths), contentType: 'application/xml; charset=utf-8' };
  if (urlPath === '/robots.txt') return { body: buildRobotsTxt(origin), contentType: 'text/plain; charset=utf-8' };
  return undefined;
}
