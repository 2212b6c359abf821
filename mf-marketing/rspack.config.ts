// Build of the marketing remote (the public site): the shared factory with its name, port and
// exposes, plus blog posts bundled as text and the site's public paths (site-paths.json, with a
// sitemap.xml / robots.txt rendered from them) written into dist.
import path from 'node:path';
import { createAppConfig } from '@missionbase/mf-config/create-app-config';
import { DEFAULT_SITE_URL, SitemapPlugin } from './src/site/sitemap-plugin';

const config = createAppConfig({
  name: 'mf_marketing',
  kind: 'remote',
  port: 3006,
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' },
});

config.module?.rules?.push({ test: /\.md$/, type: 'asset/source' });
config.plugins?.push(
  new SitemapPlugin({ blogDir: path.join(import.meta.dirname, 'content', 'blog'), origin: process.env.MB_SITE_URL || process.env.SITE_URL || DEFAULT_SITE_URL }),
);

export default config;
