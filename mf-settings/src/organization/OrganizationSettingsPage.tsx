// /app/settings/organization: the organization's name, logo (uploaded to storage, shown in the
// organization picker at once), address, EIN, fiscal year start, currency and time zone. Owners
// and admins change them (RLS); everyone else reads them. Owners also require multi-factor sign-in.
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { activeOrganizationAtom, useActiveOrganizationId, useSessionValue } from '@missionbase/session';
import { Alert, Button, Col, PageFrame, Row, Space, Typography, useToast, serverErrorMessage } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { Form, Input, Select } from '@missionbase/ui/forms';
import { QueryState } from './components/QueryState';
import { SettingsSection } from './components/SettingsSection';
import { MfaRequirementCard } from './components/MfaRequirementCard';
import { LOGO_TYPES, logoFileProblem, removeLogo, uploadLogo } from './data/logo-upload-mutation';
import { saveOrganizationName } from './data/organization-name-save-mutation';
import { useOrganizationQuery } from './data/organization-query';
import { useOrganizationSettingsQuery, type OrganizationSettingsRow } from './data/organization-settings-query';
import { saveOrganizationSettings } from './data/organization-settings-save-mutation';
import { MONTHS, mayManageSettings } from './roles';

const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD', 'MXN', 'CHF', 'JPY', 'INR', 'ZAR', 'KES', 'NGN', 'BRL'];

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];
  return all.includes(current) ? all : [current, ...all];
}

interface DetailsValues {
  address_line1: string;
  address_line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  ein: string;
  fiscal_year_start_month: number;
  currency: string;
  time_zone: string;
}

function detailsFrom(row: OrganizationSettingsRow): DetailsValues {
  return {
    address_line1: row.address_line1 ?? '',
    address_line2: row.address_line2 ?? '',
    city: row.city ?? '',
    region: row.region ?? '',
    postal_code: row.postal_code ?? '',
    country: row.country ?? '',
    ein: row.ein ?? '',
    fiscal_year_start_month: row.fiscal_year_start_month,
    currency: row.currency,
    time_zone: row.time_zone,
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

function LogoCard({ organizationId, logoUrl, readOnly }: { organizationId: string; logoUrl: string | null; readOnly: boolean }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const toast = useToast();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = logoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      await uploadLogo(organizationId, file);
      toast({ title: 'Logo updated', variant: 'success' });
    } catch (caught) {
      setProblem(serverErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await removeLogo(organizationId);
      toast({ title: 'Logo removed', variant: 'success' });
    } catch (caught) {
      setProblem(serverErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Logo</h2>} style={{ marginBottom: 16 }}>
      <Space align="center" wrap size="large">
        {logoUrl ? (
          <img src={logoUrl} alt="Organization logo" data-testid="settings-logo" width={64} height={64} style={{ objectFit: 'contain', borderRadius: 8, border: '1px solid #eee' }} />
        ) : (
          <Typography.Text type="secondary">No logo yet.</Typography.Text>
        )}
        {readOnly ? null : (
          <Space wrap>
            {/* The file input stays hidden; the button opens it, so focus and keyboard work as on any button. */}
            <input ref={fileInput} id="organization-logo-file" type="file" accept={Object.keys(LOGO_TYPES).join(',')} onChange={choose} hidden tabIndex={-1} aria-hidden="true" />
            <Button loading={busy} onClick={() => fileInput.current?.click()} aria-describedby="organization-logo-help">
              {logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
            {logoUrl ? (
              <Button onClick={remove} disabled={busy}>
                Remove logo
              </Button>
            ) : null}
          </Space>
        )}
      </Space>
      <Typography.Paragraph type="secondary" id="organization-logo-help" style={{ marginTop: 12, marginBottom: 0 }}>
        PNG, JPEG, SVG, WebP or GIF, at most 2 MB. It shows in the organization picker.
      </Typography.Paragraph>
      {problem ? <Alert type="error" showIcon role="alert" title="Logo not saved" description={problem} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}

function OrganizationSettings() {
  const organizationId = useActiveOrganizationId();
  const role = useSessionValue(activeOrganizationAtom)?.role;
  const readOnly = !mayManageSettings(role);
  const organization = useOrganizationQuery(organizationId);
  const settings = useOrganizationSettingsQuery(organizationId);
  const details = useMemo(() => (settings.data ? detailsFrom(settings.data) : null), [settings.data]);
  const nameValues = useMemo(() => ({ name: organization.data?.name ?? '' }), [organization.data]);
  const zones = useMemo(() => timeZones(settings.data?.time_zone ?? 'UTC'), [settings.data?.time_zone]);

  return (
    <QueryState
      organizationId={organizationId}
      isLoading={organization.isLoading || settings.isLoading}
      error={organization.error ?? settings.error}
      onRetry={() => void Promise.all([organization.refetch(), settings.refetch()])}
      what="the organization's settings"
    >
      {organizationId && details && settings.data ? (
        <>
          {readOnly ? <Alert type="info" showIcon title="Only owners and admins can change the organization's settings." style={{ marginBottom: 16 }} /> : null}
          <SettingsSection id="organization-name" title="Name" values={nameValues} readOnly={readOnly} onSave={(values) => saveOrganizationName(organizationId, values.name)}>
            <Form.Item name="name" label="Organization name" rules={[{ required: true, whitespace: true, message: 'Enter a name.' }, { max: 200, message: 'At most 200 characters.' }]}>
              <Input autoComplete="organization" />
            </Form.Item>
          </SettingsSection>
          <LogoCard organizationId={organizationId} logoUrl={settings.data.logo_url} readOnly={readOnly} />
          <SettingsSection<DetailsValues>
            id="organization-details"
            title="Address, tax ID and fiscal year"
            values={details}
            readOnly={readOnly}
            fieldErrors={{ ein: 'ein', 'time zone': 'time_zone', 'fiscal year start': 'fiscal_year_start_month', currency: 'currency' }}
            onSave={(values) =>
              saveOrganizationSettings(organizationId, {
                address_line1: blankToNull(values.address_line1),
                address_line2: blankToNull(values.address_line2),
                city: blankToNull(values.city),
                region: blankToNull(values.region),
                postal_code: blankToNull(values.postal_code),
                country: blankToNull(values.country),
                ein: blankToNull(values.ein),
                fiscal_year_start_month: values.fiscal_year_start_month,
                currency: values.currency,
                time_zone: values.time_zone,
              })
            }
          >
            <Form.Item name="address_line1" label="Street address">
              <Input autoComplete="address-line1" maxLength={200} />
            </Form.Item>
            <Form.Item name="address_line2" label="Address line 2">
              <Input autoComplete="address-line2" maxLength={200} />
            </Form.Item>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item name="city" label="City">
                  <Input autoComplete="address-level2" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="region" label="State or region">
                  <Input autoComplete="address-level1" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="postal_code" label="Postal code">
                  <Input autoComplete="postal-code" maxLength={20} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="country" label="Country">
                  <Input autoComplete="country-name" maxLength={100} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="ein" label="EIN (employer identification number)" rules={[{ pattern: /^(\d{2}-\d{7})?$/, message: 'Write the EIN as 12-3456789.' }]}>
              <Input placeholder="12-3456789" inputMode="numeric" maxLength={10} />
            </Form.Item>
            <Row gutter={12}>
              <Col xs={24} sm={8}>
                <Form.Item name="fiscal_year_start_month" label="Fiscal year starts in">
                  <Select options={MONTHS.map((label, index) => ({ value: index + 1, label }))} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={6}>
                <Form.Item name="currency" label="Currency">
                  <Select showSearch options={(CURRENCIES.includes(details.currency) ? CURRENCIES : [details.currency, ...CURRENCIES]).map((code) => ({ value: code, label: code }))} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={10}>
                <Form.Item name="time_zone" label="Time zone">
                  <Select showSearch options={zones.map((zone) => ({ value: zone, label: zone }))} />
                </Form.Item>
              </Col>
            </Row>
          </SettingsSection>
          <MfaRequirementCard organizationId={organizationId} required={settings.data.require_mfa} role={role} />
        </>
      ) : null}
    </QueryState>
  );
}

export function OrganizationSettingsPage() {
  return (
    <PageFrame title="Organization" description="Your organization's name, logo, address and fiscal year.">
      <OrganizationSettings />
    </PageFrame>
  );
}
