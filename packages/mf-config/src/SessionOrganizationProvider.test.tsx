// The kit shows the session's organization: its name and bundle reach the kit's components through
// SessionOrganizationProvider, and follow the session when the organization changes.
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { activeOrganizationIdAtom, emptyOrganizationData, organizationDataAtom, organizationsAtom, sessionStore } from '@missionbase/session';
import { useKitOrganization } from '@missionbase/ui';
import { SessionOrganizationProvider } from './SessionOrganizationProvider';

function KitOrganizationName() {
  const organization = useKitOrganization();
  return <p>{`${organization.name ?? 'none'} (${organization.id ?? '-'}), bundle ${organization.data ? 'loaded' : 'missing'}`}</p>;
}

const render = () =>
  renderToString(
    <SessionOrganizationProvider>
      <KitOrganizationName />
    </SessionOrganizationProvider>,
  );

afterEach(() => {
  sessionStore.set(organizationsAtom, []);
  sessionStore.set(activeOrganizationIdAtom, null);
  sessionStore.set(organizationDataAtom, null);
});

describe('the kit organization from the session', () => {
  it("gives the kit the active organization's name and bundle", () => {
    expect(render()).toContain('none (-), bundle missing');
    sessionStore.set(organizationsAtom, [
      { id: 'org-1', name: 'Harbor Community Food Bank', logo_url: null, role: 'owner', created_at: '2026-01-01T00:00:00Z' },
      { id: 'org-2', name: 'Riverside Literacy Project', logo_url: null, role: 'member', created_at: '2026-01-02T00:00:00Z' },
    ]);
    sessionStore.set(activeOrganizationIdAtom, 'org-1');
    sessionStore.set(organizationDataAtom, emptyOrganizationData());
    expect(render()).toContain('Harbor Community Food Bank (org-1), bundle loaded');
    sessionStore.set(activeOrganizationIdAtom, 'org-2');
    expect(render()).toContain('Riverside Literacy Project (org-2)');
  });
});
