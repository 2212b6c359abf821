// The organization's today in the browser: the session store's one "today" follows the organization's
// time zone setting, not the machine's (TZ is set to UTC+14 here, the organization is at UTC-11: 25
// hours apart, never the same date), and no screen of the product takes "today" from the browser's
// clock instead.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInZone } from '@missionbase/domain/organization-today';
import { localIsoDate } from '@missionbase/domain/transaction-form';
import { sessionStore } from '../atoms';
import { organizationDataAtom, organizationTimeZoneAtom, organizationTodayAtom } from './organization-atoms';
import { emptyOrganizationData } from './empty-organization-data';
import { organizationToday } from './organization-today';
import type { OrganizationData } from './organization-types';

let previousTz: string | undefined;
beforeAll(() => {
  previousTz = process.env.TZ;
  process.env.TZ = 'Pacific/Kiritimati';
});
afterAll(() => {
  process.env.TZ = previousTz;
  sessionStore.set(organizationDataAtom, null);
});

function withZone(zone: string): OrganizationData {
  const data = emptyOrganizationData();
  return { ...data, organization_settings: { time_zone: zone } as OrganizationData['organization_settings'] };
}

describe("the organization's today", () => {
  it("is the date in the organization's time zone, not the browser's", () => {
    sessionStore.set(organizationDataAtom, withZone('Pacific/Pago_Pago'));
    const unsubscribe = sessionStore.sub(organizationTodayAtom, () => undefined);
    const expected = isoDateInZone(new Date(), 'Pacific/Pago_Pago');
    expect(expected).not.toBe(localIsoDate(new Date()));
    expect(sessionStore.get(organizationTimeZoneAtom)).toBe('Pacific/Pago_Pago');
    expect(sessionStore.get(organizationTodayAtom)).toBe(expected);
    expect(organizationToday()).toBe(expected);
    unsubscribe();
  });

  it('follows a change of the setting, and is UTC until the settings have loaded', () => {
    sessionStore.set(organizationDataAtom, withZone('Pacific/Kiritimati'));
    expect(organizationToday()).toBe(localIsoDate(new Date()));
    sessionStore.set(organizationDataAtom, null);
    expect(organizationToday()).toBe(new Date().toISOString().slice(0, 10));
  });
});

// Every screen, report default and form default reads the organization's today
// (useOrganizationToday / organizationToday from the session, useOrganizationDay in the kit).
const ROOT = join(__dirname, '../../../..');
const SCANNED = ['shell/src', 'packages/ui/src', 'mf-finance/src', 'mf-hr/src', 'mf-projects/src', 'mf-settings/src', 'mf-supply-chain/src'];
const BROWSER_TODAY: Array<[string, RegExp]> = [
  ["localIsoDate of the browser's clock", /localIsoDate\(\s*new Date\(\s*\)\s*\)/],
  ["a calendar part of the browser's clock", /new Date\(\s*\)\s*\.\s*(?:get(?:UTC)?(?:FullYear|Month|Date|Day)|toLocaleDateString|toDateString)\b|new Date\(\s*\)\s*\.toISOString\(\)\s*\.slice\(0,\s*10\)/],
  ['a calendar part of a `now`', /\bnow\s*\.\s*get(?:UTC)?(?:FullYear|Month|Date)\(\)/],
  ["the browser's offset", /getTimezoneOffset\(/],
  ["dayjs's today", /\bdayjs\(\s*\)/],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('screens and defaults', () => {
  it("never take today from the browser's clock", () => {
    const found: string[] = [];
    for (const dir of SCANNED) {
      for (const file of sources(join(ROOT, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const [what, pattern] of BROWSER_TODAY) {
          if (pattern.test(text)) found.push(`${relative(ROOT, file)}: ${what}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
