// A journal entry read-only: a posted entry, an entry a document created (with a link to that
// document, where it is corrected), or any entry for a viewer. Shows its lines (expense lines with
// their function), the entry it reverses or the one reversing it, and offers Reverse for a posted
// manual entry.
import { Link } from '@missionbase/router';
import { Alert, Flex, Space, Typography, formatMoney } from '@missionbase/ui';
import { Descriptions } from '@missionbase/ui/display';
import { Table } from '@missionbase/ui/table';
import { FUNCTION_LABELS } from '../../reports/general-ledger/ledger-slice';
import type { JournalEntryDetail, JournalEntryLine } from '../data/journal-entry-query';
import { isExpenseFunction } from '../utils/line-function';
import { documentPath, sourceLabel } from '../utils/document-link';
import { EntryStatusTag } from './EntryStatusTag';
import { ReverseEntryButton } from './ReverseEntryButton';

type Line = JournalEntryLine;

export function JournalEntryView({ entry, today }: { entry: JournalEntryDetail; today: string }) {
  const docPath = documentPath(entry.document);
  return (
    <div className="mb-je-view">
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <EntryStatusTag status={entry.status} reversed={entry.reversed_by !== null} />
        {entry.can_reverse === true ? <ReverseEntryButton entryId={entry.id} today={today} /> : null}
      </Flex>
      {entry.document ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Created by ${entry.document.label ?? ''}`}
          description={
            <span>
              This entry belongs to its document and is read-only here: correct it through the document.{' '}
              {docPath ? <Link to={docPath}>Open the {sourceLabel(entry.document.type).toLowerCase()}</Link> : <Typography.Text type="secondary">(the document no longer exists)</Typography.Text>}
            </span>
          }
        />
      ) : null}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'date', label: 'Date', children: entry.entry_date },
          { key: 'reference', label: 'Reference', children: entry.reference ?? '—' },
          { key: 'source', label: 'Source', children: sourceLabel(entry.source_type) },
          { key: 'description', label: 'Description', children: entry.description || '—' },
          { key: 'created', label: 'Created by', children: entry.created_by_name ?? '—' },
          { key: 'posted', label: 'Posted', children: entry.posted_at ? new Date(entry.posted_at).toLocaleString() : 'Not posted' },
        ]}
      />
      <Space direction="vertical" style={{ marginBottom: 12 }}>
        {entry.reverses?.id ? (
          <Typography.Text>Reverses <Link to={`/app/finance/journal-entries/${entry.reverses.id}`}>the entry of {entry.reverses.entry_date}: {entry.reverses.description}</Link></Typography.Text>
        ) : null}
        {entry.reversed_by?.id ? (
          <Typography.Text>Reversed on <Link to={`/app/finance/journal-entries/${entry.reversed_by.id}`}>{entry.reversed_by.entry_date}</Link></Typography.Text>
        ) : null}
      </Space>
      <Table<Line>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={entry.lines ?? []}
        scroll={{ x: 'max-content' }}
        aria-label="Lines"
        columns={[
          { key: 'n', title: '#', dataIndex: 'line_number', width: 40 },
          { key: 'account', title: 'Account', render: (_, line) => `${line.account_code ?? ''} ${line.account_name ?? ''}` },
          { key: 'fund', title: 'Fund', dataIndex: 'fund_name' },
          { key: 'project', title: 'Project', render: (_, line) => line.project_name ?? '' },
          { key: 'function', title: 'Function', render: (_, line) => { const fn = line.function; return isExpenseFunction(fn) ? FUNCTION_LABELS[fn] : ''; } },
          { key: 'memo', title: 'Memo', render: (_, line) => line.description ?? '' },
          { key: 'debit', title: 'Debit', align: 'right', render: (_, line) => (Number(line.debit ?? 0) === 0 ? '' : formatMoney(line.debit)) },
          { key: 'credit', title: 'Credit', align: 'right', render: (_, line) => (Number(line.credit ?? 0) === 0 ? '' : formatMoney(line.credit)) },
        ]}
      />
    </div>
  );
}
