// sitemap.xml and robots.txt for the public site, built from the route list and the blog's slugs
// (rendered at build time into the marketing dist by sitemap-plugin.ts).

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function absolute(origin: string, path: string): string {
  const base = origin.replace(/\/+$/, '');
  return path === '/' ? `${base}/` : `${base}${path}`;
}

export function buildSitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeXml(absolute(origin, path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** Crawlers may read the public site; the signed-in application has nothing for them. */
export function buildRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /app', 'Disallow: /subscribe', '', `Sitemap: ${absolute(origin, '/sitemap.xml')}`, ''].join('\n');
}
