// The application routes `pnpm bench` measures, their JavaScript budgets, and which packages (heavy
// libraries above all) a downloaded file carries, read from the build's source maps. Pure functions
// over the repository and the dist folders; scripts/bench.mjs drives the browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, REPO_ROOT, appDist } from './apps.mjs';

/** Cold-load JavaScript budgets (KiB gzip, all origins), listed in docs/performance.md. */
export const AUTH_PAGE_JS_BUDGET_KIB = 250;
export const DASHBOARD_JS_BUDGET_KIB = 450;
export const OTHER_ROUTE_EXTRA_KIB = 80;

export function budgetOf(route) {
  if (route === '/login' || route === '/signup') return AUTH_PAGE_JS_BUDGET_KIB;
  if (route === '/app/dashboard') return DASHBOARD_JS_BUDGET_KIB;
  return DASHBOARD_JS_BUDGET_KIB + OTHER_ROUTE_EXTRA_KIB;
}

/**
 * The JavaScript (gzip, all origins together) a cold load of a public page may download: React DOM
 * (about 64 KiB), the router (about 31, tree-shaken: @missionbase/router), the one federation runtime
 * the shell provides (about 34) and mf-marketing's remoteEntry.js (about 7), the shell's light root
 * and the page (about 20): about 157 KiB in all, so the budget has room. No antd, no application
 * code, no supabase client unless the page needs data. docs/performance.md says where the figure
 * comes from and what would lower it.
 */
export const PUBLIC_PAGE_JS_BUDGET_KIB = 220;

/**
 * The public pages held to PUBLIC_PAGE_JS_BUDGET_KIB, with the module mf-marketing's routes import
 * for each (mf-marketing/src/routes.tsx): the home page, pricing, the templates store, the content
 * pages that carry every article, guide and release as text, and a blog post for every post (with
 * its text, a file of its own: mf-marketing/src/blog/post-by-slug.ts).
 */
export const PUBLIC_PAGES = [
  { path: '/', page: 'mf-marketing/src/home/HomePage.tsx' },
  { path: '/pricing', page: 'mf-marketing/src/pricing/PricingPage.tsx' },
  { path: '/templates', page: 'mf-marketing/src/templates/TemplatesPage.tsx' },
  { path: '/blog/month-end-close-checklist', page: 'mf-marketing/src/blog/BlogPostPage.tsx', content: './month-end-close-checklist.md' },
  { path: '/help-center', page: 'mf-marketing/src/help-center/HelpCenterPage.tsx' },
  { path: '/documentation', page: 'mf-marketing/src/documentation/DocumentationPage.tsx' },
  { path: '/changelog', page: 'mf-marketing/src/changelog/ChangelogPage.tsx' },
  { path: '/roadmap', page: 'mf-marketing/src/roadmap/RoadmapPage.tsx' },
];

/** How far a route may grow past its ceiling before the size test fails. */
export const CEILING_TOLERANCE = 0.05;

/**
 * Routes still OVER their budget, held at the bytes measured last (KiB gzip, all origins,
 * cold), so that they cannot grow while they wait for the next cut. These are NOT the budgets:
 * `pnpm bench` still prints them as OVER. Lower a figure when its route shrinks; delete its line once
 * the route is within its budget. Empty: every route is within its budget, so the size test holds
 * each to its budget (+5%).
 */
export const ROUTE_CEILINGS_KIB = {};

/** The size test's ceiling for a route: its budget, or its recorded bytes while still over it. */
export function ceilingOf(route) {
  const budget = budgetOf(route);
  const recorded = ROUTE_CEILINGS_KIB[route];
  if (recorded !== undefined && recorded > budget) return { ceilingKiB: recorded, reason: `still OVER its budget of ${budget} KiB: held at the ${recorded} KiB last measured` };
  return { ceilingKiB: budget, reason: `its budget` };
}

/**
 * The heavy libraries the bench looks for, by the package a source-map entry comes from.
 * `allowedOn`: the routes that need the library on a cold load (a route's own chart); anywhere
 * else a cold download is a finding (it must wait for the click that uses it).
 */
export const HEAVY_LIBRARIES = [
  { label: 'pdfmake', packages: ['pdfmake'], allowedOn: [] },
  { label: 'pdfjs', packages: ['pdfjs-dist'], allowedOn: [] },
  { label: 'exceljs', packages: ['exceljs'], allowedOn: [] },
  { label: 'papaparse', packages: ['papaparse'], allowedOn: [] },
  { label: 'fflate', packages: ['fflate'], allowedOn: [] },
  { label: 'gantt', packages: ['@svar-ui/react-gantt', '@svar-ui/gantt-store', '@svar-ui/react-core', '@svar-ui/react-grid'], prefix: '@svar-ui/', allowedOn: ['/app/projects/gantt'] },
  { label: 'xml', packages: ['fast-xml-parser'], allowedOn: [] },
  { label: 'charts', packages: ['recharts', 'chart.js', 'echarts', '@ant-design/charts', '@ant-design/plots', 'd3'], allowedOn: [] },
  { label: 'stripe', packages: ['@stripe/stripe-js'], allowedOn: [] },
];

export function heavyLabelOf(pkg) {
  return HEAVY_LIBRARIES.find((lib) => lib.packages.includes(pkg) || (lib.prefix && pkg.startsWith(lib.prefix)))?.label;
}

/**
 * The application routes: /login, /signup, the shell's dashboard, then every manifest page that has
 * a built component in its remote's src/page-components.tsx (the keys there are manifest paths).
 * Detail pages (`:id` segments) need a record and are left out.
 */
export function applicationRoutes() {
  const routes = ['/login', '/signup', '/app/dashboard'];
  for (const app of APPS) {
    const file = path.join(REPO_ROOT, app.dir, 'src', 'page-components.tsx');
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s*'(\/app\/[^']+)'\s*:/gm)) {
      const route = match[1];
      if (route.includes(':') || routes.includes(route)) continue;
      routes.push(route);
    }
  }
  return routes;
}

const mapCache = new Map();

/** Package -> share (0..1) of a built file's source, from its source map (sourcesContent lengths). */
export function packageSharesOf(appDir, file) {
  const key = `${appDir}/${file}`;
  if (mapCache.has(key)) return mapCache.get(key);
  const mapPath = path.join(appDist(APPS.find((app) => app.dir === appDir)), `${file}.map`);
  let shares = new Map();
  if (existsSync(mapPath)) {
    try {
      const map = JSON.parse(readFileSync(mapPath, 'utf8'));
      const sizes = new Map();
      let total = 0;
      map.sources.forEach((source, index) => {
        const size = map.sourcesContent?.[index]?.length ?? 1;
        const pkg = packageOfSource(source, appDir);
        sizes.set(pkg, (sizes.get(pkg) ?? 0) + size);
        total += size;
      });
      shares = new Map([...sizes].map(([pkg, size]) => [pkg, total > 0 ? size / total : 0]));
    } catch {
      shares = new Map();
    }
  }
  mapCache.set(key, shares);
  return shares;
}

/** `webpack://mf_finance/../node_modules/.pnpm/x@1/node_modules/@scope/x/...` -> `@scope/x`. */
export function packageOfSource(source, appDir) {
  const inModules = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/|]+)/);
  if (inModules) return inModules[1];
  const workspace = source.match(/\/packages\/([^/]+)\//);
  if (workspace) return `@missionbase/${workspace[1]}`;
  if (source.includes('/src/')) return `${appDir} (own code)`;
  return `${appDir} (runtime)`;
}

/** Estimated gzip bytes per package over the files of one load (each file split by its source shares). */
export function packagesOfLoad(files) {
  const byPackage = new Map();
  for (const file of files) {
    if (file.kind !== 'js') continue;
    const shares = packageSharesOf(file.app, file.file);
    if (shares.size === 0) {
      const pkg = `${file.app} (no source map: ${file.file})`;
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + file.gzip);
      continue;
    }
    for (const [pkg, share] of shares) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + file.gzip * share);
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]);
}

/** The heavy libraries a load downloaded, and those it should not have (not allowed on that route). */
export function heavyLibrariesOfLoad(route, files) {
  const found = new Set();
  for (const file of files) {
    if (file.kind !== 'js') continue;
    for (const pkg of packageSharesOf(file.app, file.file).keys()) {
      const label = heavyLabelOf(pkg);
      if (label) found.add(label);
    }
  }
  const unneeded = [...found].filter((label) => !HEAVY_LIBRARIES.find((lib) => lib.label === label)?.allowedOn.includes(route));
  return { found: [...found].sort(), unneeded: unneeded.sort() };
}
