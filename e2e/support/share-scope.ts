// Reads the Module Federation share scope of the page (globalThis.__FEDERATION__.__SHARE__): for each
// shared package, the versions registered and which of them were actually loaded, and by whom.
import type { Page } from '@playwright/test';

export interface SharedPackageReport {
  /** Every (version, provider) registered in any share scope of the page. */
  registered: { version: string; from: string }[];
  /** The registered copies that were loaded (or are loading). */
  loaded: { version: string; from: string; useIn: string[] }[];
}

export async function readShareScope(page: Page, packages: readonly string[]): Promise<Record<string, SharedPackageReport>> {
  return page.evaluate((names) => {
    interface SharedEntry {
      from?: string;
      loaded?: boolean;
      loading?: unknown;
      useIn?: string[];
    }
    type ScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;
    const federation = (globalThis as typeof globalThis & { __FEDERATION__?: { __SHARE__?: Record<string, ScopeMap> } }).__FEDERATION__;
    const instances = federation?.__SHARE__ ?? {};
    const report: Record<string, SharedPackageReport> = {};
    for (const name of names) {
      // The same entry object can appear under several instances: count each object once.
      const seen = new Set<SharedEntry>();
      const entry: SharedPackageReport = { registered: [], loaded: [] };
      for (const scopeMap of Object.values(instances)) {
        for (const scope of Object.values(scopeMap)) {
          for (const [version, shared] of Object.entries(scope[name] ?? {})) {
            if (seen.has(shared)) continue;
            seen.add(shared);
            entry.registered.push({ version, from: shared.from ?? '?' });
            if (shared.loaded || shared.loading) entry.loaded.push({ version, from: shared.from ?? '?', useIn: [...(shared.useIn ?? [])] });
          }
        }
      }
      report[name] = entry;
    }
    return report;
  }, packages);
}
