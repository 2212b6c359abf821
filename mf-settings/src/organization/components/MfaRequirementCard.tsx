// The organization's "Require multi-factor sign-in for owners and admins" switch. Only an owner
// whose session proved a second factor changes it (the database's guard refuses anyone else); with
// it on, owners and admins reach pay, bank details and tax ids only after entering their code.
import { useState } from 'react';
import { Link } from '@missionbase/router';
import { assuranceAtom, useSessionValue } from '@missionbase/session';
import { Alert, Space, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { Switch } from '@missionbase/ui/toggles';
import { saveOrganizationSettings } from '../data/organization-settings-save-mutation';
import { isOwner } from '../roles';

const LABEL_ID = 'require-mfa-label';

export function MfaRequirementCard({ organizationId, required, role }: { organizationId: string; required: boolean; role: string | null | undefined }) {
  const { currentLevel } = useSessionValue(assuranceAtom);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const owner = isOwner(role);
  const verified = currentLevel === 'aal2';

  async function handleChange(checked: boolean) {
    setSaving(true);
    setError(null);
    try {
      await saveOrganizationSettings(organizationId, { require_mfa: checked });
      toast({ title: checked ? 'Multi-factor sign-in required' : 'Multi-factor sign-in no longer required', variant: 'success' });
    } catch (caught) {
      setError(serverErrorMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Security</h2>} style={{ marginBottom: 16 }} data-testid="mfa-requirement-card">
      <Space align="start" size="middle">
        <Switch checked={required} loading={saving} disabled={!owner || !verified} onChange={(checked) => void handleChange(checked)} aria-labelledby={LABEL_ID} />
        <div>
          <Typography.Text strong id={LABEL_ID}>
            Require multi-factor sign-in for owners and admins
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Owners and admins then see pay, bank details and tax IDs only after entering a code from their authenticator app.
          </Typography.Paragraph>
        </div>
      </Space>
      {!owner ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Only an owner can change this.
        </Typography.Paragraph>
      ) : !verified ? (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          To change this, first <Link to="/app/settings/profile#multi-factor">set up an authenticator app on your profile</Link> and sign in with it.
        </Typography.Paragraph>
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" title="Not changed" description={error} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}
