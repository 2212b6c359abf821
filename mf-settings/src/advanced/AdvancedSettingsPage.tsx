// /app/settings/advanced: the period lock date (nothing may be posted on or before it; owners and
// admins lock, only owners reopen: the database's rule) and the audit log viewer (who changed what
// and when, filtered by table, author and dates, paged by the database; owners and admins), the
// whole-organization export (every table as CSV in a zip, plus the ledger as an
// hledger journal), the year-end close (owners close and reopen; YearEndClose) and deleting the
// organization (owners, typed confirmation).
import { useMemo, useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { activeOrganizationAtom, useActiveOrganizationId, useSessionValue, organizationToday } from '@missionbase/session';
import { Alert, Button, Modal, PageFrame, Space, Tag, Typography, serverErrorMessage } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { DataTable, useTableUrlState, type DataTableColumn } from '@missionbase/ui/table';
import { Input, Form, Select } from '@missionbase/ui/forms';
import { AsOfDatePicker, PeriodPicker } from '@missionbase/ui/periods';
import { EmptyText } from '../organization/components/EmptyText';
import { QueryState } from '../organization/components/QueryState';
import { SettingsSection } from '../organization/components/SettingsSection';
import { useOrganizationSettingsQuery } from '../organization/data/organization-settings-query';
import { saveOrganizationSettings } from '../organization/data/organization-settings-save-mutation';
import { isOwner, mayManageSettings } from '../organization/roles';
import { useMembersQuery } from '../users/data/members-query';
import { describeChange } from './audit-changes';
import { useAuditLogQuery, type AuditLogRow } from './data/audit-log-query';
import { deleteOrganization } from './data/organization-delete-mutation';
import type { ExportProgress } from './export/organization-export';
import { YearEndClose } from './YearEndClose';

const AUDITED_TABLES = [
  'accounts', 'bills', 'budgets', 'customers', 'document_emails', 'donations', 'donors', 'employees', 'funds', 'invitations', 'invoices',
  'organization_members', 'organization_settings', 'organizations', 'payroll_runs', 'projects', 'purchase_orders',
  'purchase_requests', 'transactions', 'vendors',
];
const ACTION_WORDS: Record<string, string> = { INSERT: 'Added', UPDATE: 'Changed', DELETE: 'Deleted' };

function PeriodLock({ organizationId, role }: { organizationId: string; role: string | undefined }) {
  const settings = useOrganizationSettingsQuery(organizationId);
  const values = useMemo(() => ({ locked_through: settings.data?.locked_through ?? null }), [settings.data]);
  const readOnly = !mayManageSettings(role);
  return (
    <QueryState organizationId={organizationId} isLoading={settings.isLoading} error={settings.error} onRetry={() => void settings.refetch()} what="the period lock">
      <SettingsSection
        id="advanced-lock"
        title="Period lock"
        values={values}
        readOnly={readOnly}
        fieldErrors={{ 'locked period': 'locked_through', 'lock date': 'locked_through' }}
        onSave={(submitted) => saveOrganizationSettings(organizationId, { locked_through: submitted.locked_through ?? null })}
      >
        <Typography.Paragraph type="secondary">
          Nothing can be posted, changed or deleted on or before the lock date. {isOwner(role) ? 'As an owner you may also move it back or clear it to reopen a period.' : 'Only an owner can move it back or clear it.'}
        </Typography.Paragraph>
        <Form.Item name="locked_through" label="Books locked through">
          {/* Month, quarter and year ends first (the usual lock dates); the calendar loads for a custom date.
              Only an owner may clear the lock, unless there is none yet. */}
          <AsOfDatePicker aria-label="Books locked through" noneLabel={isOwner(role) || !values.locked_through ? 'Not locked' : undefined} />
        </Form.Item>
      </SettingsSection>
    </QueryState>
  );
}

function AuditLog({ organizationId }: { organizationId: string }) {
  const table = useTableUrlState({ defaultSort: null, pageSize: 25, prefix: 'audit.', filterKeys: ['table', 'actor', 'from', 'to'] as const });
  const params = useMemo(() => ({ page: table.page, pageSize: table.pageSize, filters: table.filters }), [table.page, table.pageSize, table.filters]);
  const log = useAuditLogQuery(organizationId, params, true);
  const members = useMembersQuery(organizationId);
  const range = table.filters.from && table.filters.to ? { from: table.filters.from, to: table.filters.to } : null;

  const columns: DataTableColumn<AuditLogRow>[] = [
    { key: 'changed_at', title: 'When', alwaysVisible: true, value: (row) => (row.changed_at === null ? '' : new Date(row.changed_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })) },
    {
      key: 'actor',
      title: 'Who',
      value: (row) => row.actor_name ?? row.actor_email ?? (row.actor_id ? 'A former member' : 'The system'),
      render: (row) => (
        <span>
          {row.actor_name ?? row.actor_email ?? (row.actor_id ? 'A former member' : 'The system')}
          {row.actor_role ? <Tag style={{ marginLeft: 6 }}>{row.actor_role}</Tag> : null}
        </span>
      ),
    },
    { key: 'action', title: 'Action', value: (row) => (row.action === null ? '' : (ACTION_WORDS[row.action] ?? row.action)) },
    { key: 'table_name', title: 'Table' },
    { key: 'change', title: 'Change', value: (row) => describeChange(row.action, row.old_data, row.new_data), width: 360 },
    { key: 'row_id', title: 'Record', hiddenByDefault: true },
  ];

  const toolbar = (
    <Space wrap>
      <Select
        aria-label="Table"
        allowClear
        placeholder="All tables"
        value={table.filters.table}
        onChange={(value: string | undefined) => table.setFilter('table', value ?? '')}
        options={AUDITED_TABLES.map((name) => ({ value: name, label: name }))}
        style={{ width: 200 }}
      />
      <Select
        aria-label="Who"
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="Everyone"
        value={table.filters.actor}
        onChange={(value: string | undefined) => table.setFilter('actor', value ?? '')}
        options={(members.data ?? []).map((member) => ({ value: member.user_id, label: member.full_name ?? member.email ?? member.user_id }))}
        style={{ width: 200 }}
      />
      <PeriodPicker aria-label="Dates" value={range} onChange={(value) => table.setFilters({ from: value?.from ?? '', to: value?.to ?? '' })} />
    </Space>
  );

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Audit log</h2>}>
      <DataTable<AuditLogRow>
        id="settings-audit-log"
        caption="Audit log"
        rowKey={(row) => String(row.id)}
        columns={columns}
        rows={log.data?.rows}
        total={log.data?.total}
        loading={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        table={table}
        toolbar={toolbar}
        emptyText={<EmptyText>No changes match these filters.</EmptyText>}
      />
    </Card>
  );
}

function ExportOrganization({ organizationId, name }: { organizationId: string; name: string }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setError(null);
    setProgress({ done: 0, total: 1 });
    try {
      // Loaded on use: the page itself does not carry the zip and journal writers, nor the kit's
      // export entry.
      const [{ exportOrganization }, { downloadBlob }] = await Promise.all([import('./export/organization-export'), import('@missionbase/ui/export')]);
      const blob = await exportOrganization(organizationId, name, setProgress);
      const stamp = organizationToday();
      downloadBlob(blob, `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'organization'}-export-${stamp}.zip`);
    } catch (caught) {
      setError(serverErrorMessage(caught));
    } finally {
      setProgress(null);
    }
  }
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Export everything</h2>} style={{ marginTop: 16 }}>
      <Typography.Paragraph>Every table of {name} as a CSV file, and the posted ledger as an hledger journal, in one zip file.</Typography.Paragraph>
      <Button onClick={() => void run()} loading={progress !== null}>
        {progress ? `Exporting… ${progress.done} of ${progress.total} tables` : 'Download export (zip)'}
      </Button>
      {error ? <Alert type="error" showIcon role="alert" title="Export failed" description={error} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}

function DeleteOrganization({ organizationId, name }: { organizationId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await deleteOrganization(organizationId);
      setOpen(false);
      void navigate('/app/dashboard');
    } catch (caught) {
      setError(serverErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Delete the organization</h2>} style={{ marginTop: 16 }}>
      <Typography.Paragraph>Deletes {name} and everything in it: its ledger, documents, people and settings. This cannot be undone; export what you need first.</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        Delete organization…
      </Button>
      <Modal
        open={open}
        title={`Delete ${name}?`}
        onCancel={() => setOpen(false)}
        okText="Delete for ever"
        okButtonProps={{ danger: true, disabled: typed !== name, loading: busy }}
        onOk={() => void confirm()}
      >
        <Typography.Paragraph>
          Type <strong>{name}</strong> to confirm.
        </Typography.Paragraph>
        <Input aria-label="Organization name to confirm" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        {error ? <Alert type="error" showIcon role="alert" title="Not deleted" description={error} style={{ marginTop: 12 }} /> : null}
      </Modal>
    </Card>
  );
}

function AdvancedSettings() {
  const organizationId = useActiveOrganizationId();
  const active = useSessionValue(activeOrganizationAtom);
  const role = active?.role;
  if (organizationId === null) return <Alert type="info" showIcon title="No organization" description="Join or create an organization to see its settings." />;
  return (
    <>
      {mayManageSettings(role) ? null : <Alert type="info" showIcon title="Only owners and admins can lock periods or read the audit log." style={{ marginBottom: 16 }} />}
      <PeriodLock organizationId={organizationId} role={role} />
      <YearEndClose organizationId={organizationId} role={role} />
      {mayManageSettings(role) ? <AuditLog organizationId={organizationId} /> : null}
      {mayManageSettings(role) && active ? <ExportOrganization organizationId={organizationId} name={active.name} /> : null}
      {isOwner(role) && active ? <DeleteOrganization organizationId={organizationId} name={active.name} /> : null}
    </>
  );
}

export function AdvancedSettingsPage() {
  return (
    <PageFrame title="Advanced" description="The period lock, the year-end close, the audit log, exporting and deleting the organization.">
      <AdvancedSettings />
    </PageFrame>
  );
}
