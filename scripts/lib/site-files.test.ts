// Unit tests of sitemap.xml and robots.txt (served at the site root by the shell's server).
import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml, normalizeSiteUrl, parseSitePaths, siteFile } from './site-files.mjs';

describe('sitemap.xml', () => {
  it('lists each path once as an absolute URL on the site origin', () => {
    const xml = buildSitemapXml('https://missionbase.org/', ['/', '/community/success-stories', '/blog/our-first-grant', '/']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<loc>https://missionbase.org/</loc>');
    expect(xml).toContain('<loc>https://missionbase.org/community/success-stories</loc>');
    expect(xml).toContain('<loc>https://missionbase.org/blog/our-first-grant</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('escapes XML special characters', () => {
    expect(buildSitemapXml('https://x.org', ['/a&b'])).toContain('<loc>https://x.org/a&amp;b</loc>');
  });
});

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of the app and names the sitemap', () => {
    const robots = buildRobotsTxt('https://missionbase.org');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /app');
    expect(robots).toContain('Sitemap: https://missionbase.org/sitemap.xml');
  });
});

describe('site URL and paths', () => {
  it('accepts an http(s) site URL, without its trailing slash, and refuses anything else', () => {
    expect(normalizeSiteUrl('https://missionbase.org/')).toBe('https://missionbase.org');
    expect(normalizeSiteUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(() => normalizeSiteUrl('missionbase.org')).toThrow('SITE_URL_INVALID');
    expect(() => normalizeSiteUrl('javascript:alert(1)')).toThrow('SITE_URL_INVALID');
  });

  it('reads site-paths.json and refuses a file that is not a list of absolute paths', () => {
    expect(parseSitePaths('{"paths":["/","/pricing"]}')).toEqual(['/', '/pricing']);
    expect(() => parseSitePaths('{"paths":["pricing"]}')).toThrow('SITE_PATHS_INVALID');
    expect(() => parseSitePaths('{}')).toThrow('SITE_PATHS_INVALID');
  });

  it('answers only the two site files', () => {
    expect(siteFile('/robots.txt', { origin: 'https://x.org', paths: ['/'] })?.contentType).toBe('text/plain; charset=utf-8');
    expect(siteFile('/index.html', { origin: 'https://x.org', paths: ['/'] })).toBeUndefined();
  });
});
