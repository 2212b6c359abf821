// Unit tests of choosing the active organization on load.
import { describe, expect, it } from 'vitest';
import { chooseActiveOrganizationId } from './active-organization';

const orgs = [{ id: 'a' }, { id: 'b' }];

describe('chooseActiveOrganizationId', () => {
  it('[ORG-4] keeps the stored one while it is a membership', () => {
    expect(chooseActiveOrganizationId(orgs, 'b')).toBe('b');
  });
  it('[ORG-4] falls back to the first when the stored one is gone or missing', () => {
    expect(chooseActiveOrganizationId(orgs, 'gone')).toBe('a');
    expect(chooseActiveOrganizationId(orgs, null)).toBe('a');
  });
  it('is none without organizations', () => {
    expect(chooseActiveOrganizationId([], 'a')).toBeNull();
  });
});
