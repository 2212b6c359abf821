// A route's JavaScript cannot silently grow. For each application route (/login, /signup, the
// dashboard and every page with a built component) and each public page of PUBLIC_PAGES (the
// content pages carry every article, guide and release as text, so more content must never pull one
// over the public budget of 220 KiB), the JavaScript a cold load downloads is
// computed from the production build (scripts/lib/route-javascript.mjs walks the chunks, shared
// packages and exposed modules the Module Federation runtime fetches) and counted gzipped (level 6,
// as `pnpm bench` counts the browser's downloads, which prints both figures side by side). The test
// fails when a route exceeds its ceiling by more than 5 %: its budget, or, for a route still over
// it, the bytes recorded last (ROUTE_CEILINGS_KIB in scripts/lib/route-budgets.mjs). Bytes are
// deterministic for a build, so this is not a timing test. Run after `pnpm build` (`pnpm test:bundle`).
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppBuild } from '../lib/built-chunks.mjs';
import { PUBLIC_PAGES, PUBLIC_PAGE_JS_BUDGET_KIB, applicationRoutes, ceilingOf, CEILING_TOLERANCE } from '../lib/route-budgets.mjs';
import { javaScriptKiB, publicPageJavaScript, readBuilds, routeJavaScript } from '../lib/route-javascript.mjs';

let builds: Map<string, AppBuild>;

beforeAll(() => {
  builds = readBuilds();
});

describe('the JavaScript of a cold load, from the build', () => {
  for (const route of applicationRoutes()) {
    it(`a cold ${route} downloads no more JavaScript than its ceiling + 5 %`, () => {
      const { ceilingKiB, reason } = ceilingOf(route);
      const kib = javaScriptKiB(routeJavaScript(route, builds));
      expect(kib, `${route}: ${kib.toFixed(1)} KiB gzip against a ceiling of ${ceilingKiB} KiB (${reason})`).toBeLessThanOrEqual(ceilingKiB * (1 + CEILING_TOLERANCE));
    });
  }

  for (const target of PUBLIC_PAGES) {
    const { path } = target;
    it(`a cold load of ${path} downloads at most ${PUBLIC_PAGE_JS_BUDGET_KIB} KiB of JavaScript (gzip)`, () => {
      const kib = javaScriptKiB(publicPageJavaScript(target, builds));
      // More than the platform alone (React DOM, the router, the federation runtime): the walk found the page.
      expect(kib, `${path} JavaScript gzip KiB`).toBeGreaterThan(50);
      expect(kib, `${path} JavaScript gzip KiB`).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET_KIB);
    });
  }

  it('a cold load downloads each file once, and a remote page its own container and routes module', () => {
    const files = routeJavaScript('/app/hr/employees', builds);
    const keys = files.map((file) => `${file.app}/${file.file}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('mf-hr/remoteEntry.js');
    expect(keys.some((key) => /^mf-hr\/__federation_expose_routes\./.test(key))).toBe(true);
    // The shared packages come from the shell: no remote's copy of React, antd or the session.
    expect(files.filter((file) => file.app !== 'shell' && file.app !== 'mf-hr')).toEqual([]);
  });
});
