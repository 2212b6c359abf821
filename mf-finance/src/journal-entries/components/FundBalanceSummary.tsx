// The editor's live check, per fund: debits, credits and the difference (display only; the
// database checks again when the entry is posted). Announced politely to screen readers.
import { Flex, Tag, Typography, formatMoney } from '@missionbase/ui';
import { Table } from '@missionbase/ui/table';
import { centsToDecimalString } from '@missionbase/domain/money';
import type { EntryCheck } from '../utils/entry-lines';

export interface FundBalanceSummaryProps {
  check: EntryCheck;
  fundName: (fundId: string) => string;
}

export function FundBalanceSummary({ check, fundName }: FundBalanceSummaryProps) {
  const money = (cents: number) => formatMoney(centsToDecimalString(cents));
  const rows = check.funds.map((fund) => ({ ...fund, name: fundName(fund.fundId) }));
  const problems = check.problems.filter((problem) => !problem.startsWith('fund:'));
  return (
    <section aria-labelledby="je-balance-heading" aria-live="polite" style={{ marginTop: 16 }}>
      <Typography.Title level={2} id="je-balance-heading" style={{ fontSize: 16 }}>Balance by fund</Typography.Title>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">Choose a fund and an amount on a line to see its balance.</Typography.Text>
      ) : (
        <Table
          size="small"
          rowKey="fundId"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'name', title: 'Fund', dataIndex: 'name' },
            { key: 'debit', title: 'Debits', align: 'right', render: (_, row) => money(row.debitCents) },
            { key: 'credit', title: 'Credits', align: 'right', render: (_, row) => money(row.creditCents) },
            {
              key: 'difference',
              title: 'Difference',
              align: 'right',
              render: (_, row) => (row.differenceCents === 0
                ? <Tag color="green">Balanced</Tag>
                : <Tag color="red" data-testid="fund-out-of-balance">Off by {money(Math.abs(row.differenceCents))}</Tag>),
            },
          ]}
        />
      )}
      <Flex vertical gap={2} style={{ marginTop: 8 }}>
        <Typography.Text>
          Total debits {money(check.totalDebitCents)} · total credits {money(check.totalCreditCents)}
        </Typography.Text>
        {problems.length > 0 ? (
          // Plain text colour: antd's warning yellow is below the contrast the product holds to.
          <ul aria-label="Before posting" style={{ margin: 0, paddingLeft: 18 }}>
            {problems.map((problem) => <li key={problem}><Typography.Text>{problem}</Typography.Text></li>)}
          </ul>
        ) : null}
      </Flex>
    </section>
  );
}
