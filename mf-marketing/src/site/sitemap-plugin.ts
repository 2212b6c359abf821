// Build step: writes the site's list of public paths (site-paths.json: every route of
// public-routes.ts plus one path per blog post) into the marketing dist, with sitemap.xml and
// robots.txt rendered from it. The SITE ROOT (the shell's origin) serves the two files from that
// list, with URLs on its own origin (scripts/serve-static.mjs `siteFiles`, docs/deployment.md); the
// copies here carry MB_SITE_URL or SITE_URL (default: the shell of `pnpm start`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { buildRobotsTxt, buildSitemapXml, normalizeSiteUrl } from '../../../scripts/lib/site-files.mjs';
import { SITE_PAGES } from './public-routes';

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function blogSlugs(blogDir: string): string[] {
  return readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();
}

/** Every public path the sitemap lists: the route list (home first), then each blog post. */
export function sitePaths(blogDir: string): string[] {
  return [...SITE_PAGES.map((page) => page.path), ...blogSlugs(blogDir).map((slug) => `/blog/${slug}`)];
}

export class SitemapPlugin implements RspackPluginInstance {
  private readonly origin: string;

  constructor(private readonly options: { blogDir: string; origin: string }) {
    this.origin = normalizeSiteUrl(options.origin);
  }

  apply(compiler: Compiler): void {
    const { blogDir } = this.options;
    compiler.hooks.thisCompilation.tap('SitemapPlugin', (compilation) => {
      compilation.contextDependencies.add(path.resolve(blogDir));
      compilation.hooks.processAssets.tap({ name: 'SitemapPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { RawSource } = compiler.rspack.sources;
        const paths = sitePaths(blogDir);
        compilation.emitAsset('site-paths.json', new RawSource(`${JSON.stringify({ paths }, null, 2)}\n`));
        compilation.emitAsset('sitemap.xml', new RawSource(buildSitemapXml(this.origin, paths)));
        compilation.emitAsset('robots.txt', new RawSource(buildRobotsTxt(this.origin)));
      });
    });
  }
}
