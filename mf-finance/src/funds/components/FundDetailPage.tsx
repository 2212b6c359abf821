// One fund's page (/app/funds/<fundId>): restriction, purpose, balance, and for a donor-restricted
// fund what has been released from restriction (with the releases listed and a Release action);
// below, the fund's activity from the ledger.
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@missionbase/router';
import {
  Button,
  Col,
  Flex,
  PageFrame,
  Row,
  Skeleton,
  Typography,
  formatMoney,
  serverErrorMessage,
} from '@missionbase/ui';
import { Breadcrumb, Descriptions, Result } from '@missionbase/ui/display';
import { Card } from '@missionbase/ui/card';
import { Statistic } from '@missionbase/ui/statistic';
import { List } from '@missionbase/ui/table';
import { useLedgerPermissions } from '../../accounts/hooks/use-organization-role';
import { useFund } from '../data/fund-detail-query';
import { FundActivityTable } from './FundActivityTable';
import { RestrictionTag } from './FundsList';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The edit and release drawers (forms, pickers, zod schemas) load on first open.
const FundDrawer = lazyPanel(() => import('./FundDrawer').then((module) => module.FundDrawer));
const ReleaseDrawer = lazyPanel(() => import('./ReleaseDrawer').then((module) => module.ReleaseDrawer));

export function FundDetailPage() {
  const { fundId = '' } = useParams();
  const navigate = useNavigate();
  const fund = useFund(fundId);
  const { canEditLedger, canManageFunds } = useLedgerPermissions();
  const [editing, setEditing] = useState(false);
  const [releasing, setReleasing] = useState(false);

  if (fund.isPending) {
    return (
      <PageFrame title="Fund">
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageFrame>
    );
  }
  if (fund.isError) {
    return (
      <PageFrame title="Fund">
        <Result status="warning" title="This fund could not be loaded" subTitle={serverErrorMessage(fund.error)}
          extra={<Flex gap={8} justify="center"><Button onClick={() => void fund.refetch()}>Retry</Button><Link to="/app/funds">All funds</Link></Flex>} />
      </PageFrame>
    );
  }
  const data = fund.data;
  const name = data.name ?? '';
  const restricted = data.restriction === 'with_donor_restrictions';
  // The page's fund is the one in the address; the answer's figures may be null (shown as a dash).
  return (
    <PageFrame title={name}>
      <Breadcrumb items={[{ title: <Link to="/app/funds">Funds</Link> }, { title: name }]} style={{ marginBottom: 12 }} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <RestrictionTag restriction={data.restriction} />
        {canManageFunds ? <Button onClick={() => setEditing(true)} onPointerEnter={FundDrawer.preload} onFocus={FundDrawer.preload}>Edit fund</Button> : null}
        {restricted && canEditLedger ? <Button type="primary" onClick={() => setReleasing(true)} onPointerEnter={ReleaseDrawer.preload} onFocus={ReleaseDrawer.preload}>Release from restriction</Button> : null}
      </Flex>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={12} md={8}>
          <Card><Statistic title={`Balance as of ${data.as_of ?? ''}`} value={formatMoney(data.balance)} /></Card>
        </Col>
        {restricted ? (
          <Col xs={24} sm={12} md={8}>
            <Card><Statistic title="Released from restriction" value={formatMoney(data.released)} /></Card>
          </Col>
        ) : null}
        <Col xs={24} md={restricted ? 8 : 16}>
          <Descriptions column={1} size="small" items={[
            { key: 'purpose', label: 'Purpose', children: data.purpose ?? '—' },
            { key: 'code', label: 'Code', children: data.code ?? '—' },
            { key: 'status', label: 'Status', children: data.is_active ? 'Active' : 'Inactive' },
          ]} />
        </Col>
      </Row>
      {data.description ? <Typography.Paragraph>{data.description}</Typography.Paragraph> : null}
      {restricted ? (
        <section aria-labelledby="fund-releases" style={{ marginBottom: 24 }}>
          <Typography.Title level={2} id="fund-releases" style={{ fontSize: 18 }}>Releases from restriction</Typography.Title>
          <List
            size="small"
            bordered
            dataSource={data.releases ?? []}
            locale={{ emptyText: 'Nothing has been released from this fund yet.' }}
            renderItem={(release) => {
              // A release without its entry's id has nothing to open.
              const entryId = release.journal_entry_id;
              return (
              <List.Item
                actions={entryId === null ? [] : [<Button key="open" type="link" onClick={() => navigate(`/app/finance/journal-entries/${entryId}`)} aria-label={`Open the release of ${release.entry_date ?? ''}`}>Open entry</Button>]}
              >
                <Flex wrap gap={12} style={{ width: '100%' }} justify="space-between">
                  <span>{release.entry_date} · {release.description}</span>
                  <span className="mb-money">{formatMoney(release.amount)}</span>
                </Flex>
              </List.Item>
              );
            }}
          />
        </section>
      ) : null}
      <section aria-labelledby="fund-activity">
        <Typography.Title level={2} id="fund-activity" style={{ fontSize: 18 }}>Activity</Typography.Title>
        <FundActivityTable fundId={fundId} fundName={name} />
      </section>
      <FundDrawer
        opened={editing}
        state={editing ? { mode: 'edit', fundId, fund: data } : null}
        readOnly={!canManageFunds}
        onClose={() => setEditing(false)}
      />
      {restricted ? (
        <ReleaseDrawer opened={releasing} fundId={fundId} fundName={name} open={releasing} today={data.as_of ?? ''} onClose={() => setReleasing(false)} />
      ) : null}
    </PageFrame>
  );
}
