import { describe, expect, it } from 'vitest';
import type { OrganizationSummary } from '@missionbase/session';
import { matchingOrganizations, openingIndex, steppedIndex } from './organization-options';

function organization(id: string, name: string): OrganizationSummary {
  return { id, name, logo_url: null, role: 'owner', created_at: '2026-01-01T00:00:00Z' };
}

const alpha = organization('a', 'Alpha Relief');
const beta = organization('b', 'Beta Shelter');

describe('the organization picker list', () => {
  it('[ORG-1] lists every organization until something is typed, then those whose name contains it in any case', () => {
    expect(matchingOrganizations([alpha, beta], '')).toEqual([alpha, beta]);
    expect(matchingOrganizations([alpha, beta], 'SHEL')).toEqual([beta]);
    expect(matchingOrganizations([alpha, beta], 'zzz')).toEqual([]);
  });

  it('[ORG-1] the arrows move one option and wrap around at either end', () => {
    expect(steppedIndex(0, 1, 2)).toBe(1);
    expect(steppedIndex(1, 1, 2)).toBe(0);
    expect(steppedIndex(0, -1, 2)).toBe(1);
    expect(steppedIndex(-1, -1, 2)).toBe(1);
    expect(steppedIndex(-1, 1, 0)).toBe(-1);
  });

  it('[ORG-1] opens on the current organization when it is listed, else on the first', () => {
    expect(openingIndex([alpha, beta], 'b')).toBe(1);
    expect(openingIndex([beta], 'a')).toBe(0);
    expect(openingIndex([], 'a')).toBe(-1);
  });
});
