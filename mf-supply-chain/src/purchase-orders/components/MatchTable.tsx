// The three-way match of an order: per line, ordered vs received vs billed (quantities and
// amounts from the database) and the differences it flags.
import { Alert, Button, Tag, Typography, formatMoney } from '@missionbase/ui';
import { Table } from '@missionbase/ui/table';
import { MATCH_FLAG_LABELS, formatQuantity, labelOf } from '../../shared/format';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { useOrderMatch } from '../data/order-match-query';
import type { MatchLine } from '../data/order-match-query';

export function MatchTable({ organizationId, orderId }: { organizationId: string | null; orderId: string }) {
  const match = useOrderMatch(organizationId, orderId);
  if (match.isError) return <Alert type="warning" showIcon message="The match could not be loaded" action={<Button size="small" onClick={() => void match.refetch()}>Retry</Button>} />;
  return (
    <section aria-labelledby="match-title">
      <Typography.Title level={3} id="match-title" style={{ fontSize: 16 }}>Ordered, received and billed</Typography.Title>
      <ScrollRegion label="Three-way match, scrolls sideways">
      <Table<MatchLine>
        rowKey="line_id"
        size="small"
        pagination={false}
        loading={match.isPending}
        dataSource={match.data ?? []}
        aria-label="Three-way match"
        columns={[
          { key: 'description', title: 'Line', render: (_, line) => line.description },
          { key: 'ordered', title: 'Ordered', align: 'right', render: (_, line) => formatQuantity(line.quantity_ordered) },
          { key: 'received', title: 'Received', align: 'right', render: (_, line) => formatQuantity(line.quantity_received) },
          { key: 'billed', title: 'Billed', align: 'right', render: (_, line) => formatQuantity(line.quantity_billed) },
          { key: 'amount_ordered', title: 'Ordered amount', align: 'right', render: (_, line) => <span className="mb-money">{formatMoney(line.amount_ordered)}</span> },
          { key: 'amount_received', title: 'Received value', align: 'right', render: (_, line) => <span className="mb-money">{formatMoney(line.amount_received)}</span> },
          { key: 'amount_billed', title: 'Billed amount', align: 'right', render: (_, line) => <span className="mb-money">{formatMoney(line.amount_billed)}</span> },
          {
            key: 'flags', title: 'Differences', render: (_, line) => (line.flags ?? []).length === 0
              ? <Tag color="green">Matched</Tag>
              : (line.flags ?? []).map((flag) => <Tag key={flag} color={flag === 'not_fully_received' || flag === 'received_not_billed' ? 'gold' : 'red'}>{labelOf(MATCH_FLAG_LABELS, flag)}</Tag>),
          },
        ]}
      />
      </ScrollRegion>
    </section>
  );
}
