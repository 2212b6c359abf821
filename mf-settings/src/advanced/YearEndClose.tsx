// Year-end close on the Advanced page: the closes so far (who closed, who
// reopened), and for owners, closing one of the fiscal years that have ended and reopening the
// latest close. The database posts the closing entry, moves the lock and refuses what it must;
// this section only asks for confirmation and shows its words.
import { useMemo, useState } from 'react';
import { Alert, Button, Modal, Space, Tag, Typography, serverErrorMessage } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { DataTable, useTableUrlState, type DataTableColumn, Select } from '@missionbase/ui/table';
import { EmptyText } from '../organization/components/EmptyText';
import { useOrganizationSettingsQuery } from '../organization/data/organization-settings-query';
import { isOwner } from '../organization/roles';
import { useMembersQuery } from '../users/data/members-query';
import { closableYears } from './closable-years';
import { closeFiscalYear, reopenFiscalYear } from './data/fiscal-year-close-mutation';
import { useFiscalYearClosesQuery, type FiscalYearCloseRow } from './data/fiscal-year-closes-query';
import { useOrganizationToday } from '@missionbase/session';

function money(value: number): string {
  return value.toLocaleString(undefined, { style: 'currency', currency: 'USD' });
}

export function YearEndClose({ organizationId, role }: { organizationId: string; role: string | undefined }) {
  const settings = useOrganizationSettingsQuery(organizationId);
  const closes = useFiscalYearClosesQuery(organizationId);
  const members = useMembersQuery(organizationId);
  const table = useTableUrlState({ defaultSort: null, prefix: 'closes.' });
  const owner = isOwner(role);
  const today = useOrganizationToday();
  const years = useMemo(() => closableYears(today, settings.data?.fiscal_year_start_month ?? 1), [today, settings.data?.fiscal_year_start_month]);
  const activeEnds = new Set((closes.data ?? []).filter((close) => close.reopened_at === null).map((close) => close.fiscal_year_end));
  const open = years.filter((year) => !activeEnds.has(year.to));
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState<'close' | FiscalYearCloseRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const yearEnd = chosen ?? open[0]?.to;
  const yearLabel = years.find((year) => year.to === yearEnd)?.label ?? yearEnd;
  const latestActive = (closes.data ?? []).find((close) => close.reopened_at === null);

  const person = (id: string | null) => {
    const member = (members.data ?? []).find((candidate) => candidate.user_id === id);
    return member?.full_name ?? member?.email ?? (id ? 'A former member' : '—');
  };
  const columns: DataTableColumn<FiscalYearCloseRow>[] = [
    { key: 'fiscal_year_end', title: 'Fiscal year', alwaysVisible: true, value: (row) => `${row.fiscal_year_start} to ${row.fiscal_year_end}` },
    { key: 'closed_without_restrictions', title: 'Without donor restrictions', align: 'right', value: (row) => money(Number(row.closed_without_restrictions)) },
    { key: 'closed_with_restrictions', title: 'With donor restrictions', align: 'right', value: (row) => money(Number(row.closed_with_restrictions)) },
    { key: 'closed', title: 'Closed', value: (row) => `${new Date(row.closed_at).toLocaleDateString()} by ${person(row.closed_by)}` },
    {
      key: 'status',
      title: 'Status',
      value: (row) => (row.reopened_at ? `Reopened ${new Date(row.reopened_at).toLocaleDateString()} by ${person(row.reopened_by)}` : 'Closed'),
      render: (row) => (row.reopened_at ? <span>Reopened {new Date(row.reopened_at).toLocaleDateString()} by {person(row.reopened_by)}</span> : <Tag color="green">Closed</Tag>),
    },
  ];

  async function confirm() {
    if (!confirming) return;
    setBusy(true);
    setError(null);
    try {
      if (confirming === 'close') {
        if (yearEnd) await closeFiscalYear(organizationId, yearEnd);
      } else {
        await reopenFiscalYear(organizationId, confirming.id);
      }
      setConfirming(null);
      setChosen(undefined);
    } catch (caught) {
      setError(serverErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Year-end close</h2>} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Closing a fiscal year moves its revenue and expenses into net assets, fund by fund and by donor restriction, with one entry dated the year&apos;s last day, and locks
        the books through that day. The financial statements read the same before and after. {owner ? 'Only an owner closes or reopens a year.' : 'Only an owner can close or reopen a year.'}
      </Typography.Paragraph>
      {owner ? (
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label="Fiscal year to close"
            style={{ minWidth: 300 }}
            value={yearEnd}
            onChange={(value: string) => setChosen(value)}
            options={open.map((year) => ({ value: year.to, label: year.label }))}
            placeholder="No ended fiscal year left to close"
            disabled={open.length === 0}
          />
          <Button type="primary" disabled={!yearEnd} onClick={() => setConfirming('close')}>
            Close fiscal year…
          </Button>
          {latestActive ? <Button onClick={() => setConfirming(latestActive)}>Reopen {latestActive.fiscal_year_start.slice(0, 4)}…</Button> : null}
        </Space>
      ) : null}
      <DataTable<FiscalYearCloseRow>
        id="settings-year-end-closes"
        caption="Year-end closes"
        rowKey={(row) => row.id}
        columns={columns}
        rows={closes.data}
        total={closes.data?.length}
        loading={closes.isFetching}
        error={closes.error}
        onRetry={() => void closes.refetch()}
        table={table}
        emptyText={<EmptyText>No fiscal year has been closed yet.</EmptyText>}
      />
      <Modal
        open={confirming !== null}
        title={confirming === 'close' ? `Close ${yearLabel ?? 'the fiscal year'}?` : 'Reopen the fiscal year?'}
        okText={confirming === 'close' ? 'Close the year' : 'Reopen the year'}
        okButtonProps={{ loading: busy }}
        onOk={() => void confirm()}
        onCancel={() => {
          setConfirming(null);
          setError(null);
        }}
      >
        {confirming === 'close' ? (
          <Typography.Paragraph>
            The year&apos;s revenue and expense accounts are closed into net assets without and with donor restrictions, and the books are locked through {yearEnd}. Nothing can be posted in
            the year afterwards unless an owner reopens it.
          </Typography.Paragraph>
        ) : (
          <Typography.Paragraph>The closing entry is reversed and the lock goes back to where it was before the close. The reopening is recorded.</Typography.Paragraph>
        )}
        {error ? <Alert type="error" showIcon role="alert" title="Not done" description={error} /> : null}
      </Modal>
    </Card>
  );
}
