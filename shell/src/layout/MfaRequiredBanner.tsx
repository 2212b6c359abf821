// Under the top bar when the active organization requires multi-factor sign-in of owners and admins
// and this owner or admin has not proven a second factor: pay, bank details and tax ids stay hidden
// (the database refuses them below aal2) until they set up an authenticator app on their profile.
import { Button } from '@missionbase/ui';
import { useNavigate } from '@missionbase/router';
import { activeOrganizationAtom, assuranceAtom, organizationDataAtom, useSessionValue } from '@missionbase/session';

export const MFA_SETUP_PATH = '/app/settings/profile#multi-factor';

export function MfaRequiredBanner() {
  const organization = useSessionValue(activeOrganizationAtom);
  const data = useSessionValue(organizationDataAtom);
  const { currentLevel } = useSessionValue(assuranceAtom);
  const navigate = useNavigate();
  const required = data?.organization_settings?.require_mfa === true;
  const elevated = organization?.role === 'owner' || organization?.role === 'admin';
  if (!required || !elevated || currentLevel === 'aal2') return null;
  return (
    <div
      role="status"
      data-testid="mfa-required-banner"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, padding: '10px 24px', background: '#fffbeb', borderBottom: '1px solid #fde68a', color: '#92400e' }}
    >
      <strong>{organization?.name} requires multi-factor sign-in for owners and admins.</strong>
      <span>Set up an authenticator app to see pay, bank details and tax IDs.</span>
      <span style={{ flex: 1 }} />
      <Button size="small" type="primary" onClick={() => navigate(MFA_SETUP_PATH)}>
        Set up authenticator app
      </Button>
    </div>
  );
}
