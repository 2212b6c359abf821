// Build step: writes sitemap.xml and robots.txt into the marketing dist from the route list and
// the blog's Markdown files, so a new page or post is listed without editing a file by hand.
// The site's public origin comes from MB_SITE_URL (default: the shell of `pnpm start`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { SITE_PAGES } from './public-routes';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function blogSlugs(blogDir: string): string[] {
  return readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();
}

export function sitePaths(blogDir: string): string[] {
  return [...SITE_PAGES.map((page) => page.path), ...blogSlugs(blogDir).map((slug) => `/blog/${slug}`)];
}

export class SitemapPlugin implements RspackPluginInstance {
  constructor(private readonly options: { blogDir: string; origin: string }) {}

  apply(compiler: Compiler): void {
    const { blogDir, origin } = this.options;
    compiler.hooks.thisCompilation.tap('SitemapPlugin', (compilation) => {
      compilation.contextDependencies.add(path.resolve(blogDir));
      compilation.hooks.processAssets.tap({ name: 'SitemapPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { RawSource } = compiler.rspack.sources;
        compilation.emitAsset('sitemap.xml', new RawSource(buildSitemapXml(origin, sitePaths(blogDir))));
        compilation.emitAsset('robots.txt', new RawSource(buildRobotsTxt(origin)));
      });
    });
  }
}
