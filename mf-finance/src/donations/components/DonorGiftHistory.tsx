// A donor's gift history in their drawer: their newest gifts from search_donations (the database's
// count and total), and a link to the Donations tab filtered to them for the rest.
import { Link } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Empty, Skeleton, Typography, formatMoney, serverErrorMessage } from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';
import { Table } from '@missionbase/ui/table';
import { useDonationList } from '../data/donation-list-query';
import type { DonationListRow } from '../data/donation-list-query';
import { methodLabel } from '../utils/donation-labels';

const HISTORY_SIZE = 25;

export function DonorGiftHistory({ donorId }: { donorId: string }) {
  const organizationId = useActiveOrganizationId();
  const gifts = useDonationList(organizationId, { donorId, sort: 'date', direction: 'desc', limit: HISTORY_SIZE, offset: 0 });
  let body;
  if (gifts.isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (gifts.isError) {
    body = (
      <Result status="warning" title="The gift history could not be loaded" subTitle={serverErrorMessage(gifts.error)}
        extra={<Button onClick={() => void gifts.refetch()}>Retry</Button>} />
    );
  } else if (gifts.data.total === 0) {
    body = <Empty description="No gifts yet." />;
  } else {
    body = (
      <>
        <Typography.Paragraph>
          {gifts.data.total} {gifts.data.total === 1 ? 'gift' : 'gifts'}, {formatMoney(gifts.data.totals?.amount)} in all.
        </Typography.Paragraph>
        <Table<DonationListRow>
          rowKey="id"
          size="small"
          pagination={false}
          aria-label="Gift history"
          dataSource={gifts.data.rows}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'date', title: 'Date', render: (_, row) => (row.id === null ? row.donation_date : <Link to={`?tab=donations&open=${row.id}`}>{row.donation_date}</Link>) },
            { key: 'method', title: 'Method', render: (_, row) => methodLabel(row.method) },
            { key: 'fund', title: 'Fund', render: (_, row) => row.fund_name ?? '' },
            { key: 'amount', title: 'Amount', align: 'right', render: (_, row) => <span className="mb-money">{formatMoney(row.amount)}</span> },
          ]}
        />
        {gifts.data.total > HISTORY_SIZE ? <Link to={`?tab=donations&donor=${donorId}`}>All {gifts.data.total} gifts</Link> : null}
      </>
    );
  }
  return (
    <section aria-label="Gift history" style={{ marginTop: 24 }}>
      <Typography.Title level={4}>Gift history</Typography.Title>
      {body}
    </section>
  );
}
