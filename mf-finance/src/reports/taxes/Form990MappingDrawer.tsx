// The Form 990 line of every revenue and expense account: the default chart's defaults, changed by
// owners and admins (the database refuses others). "Default" restores the suggested line.
import { Alert, Button, Skeleton, serverErrorMessage } from '@missionbase/ui';
import { Table } from '@missionbase/ui/table';
import { Drawer, Select } from '@missionbase/ui/forms';
import { useSetForm990Line } from '../data/form-990-line-mutation';
import { useForm990Mapping } from '../data/form-990-mapping-query';
import type { Form990Account } from '../data/form-990-mapping-query';

/** An account as the drawer names it: code and name. */
function accountLabel(row: Form990Account): string {
  return `${row.code ?? ''} ${row.name ?? ''}`;
}

export function Form990MappingDrawer({ open, onClose, canEdit }: { open: boolean; onClose: () => void; canEdit: boolean }) {
  const mapping = useForm990Mapping(open);
  const save = useSetForm990Line();
  const lines = mapping.data?.lines ?? [];
  return (
    <Drawer title="Form 990 lines by account" open={open} onClose={onClose} width="min(640px, 100vw)">
      {save.error ? <Alert type="error" showIcon message="Could not save" description={serverErrorMessage(save.error)} style={{ marginBottom: 12 }} /> : null}
      {mapping.error ? (
        <Alert type="warning" showIcon message={serverErrorMessage(mapping.error)} action={<Button onClick={() => void mapping.refetch()}>Retry</Button>} />
      ) : !mapping.data ? (
        <Skeleton active />
      ) : (
        <Table<Form990Account>
          rowKey="account_id"
          pagination={false}
          size="small"
          dataSource={mapping.data.accounts ?? []}
          columns={[
            { key: 'account', title: 'Account', render: (_, row) => accountLabel(row) },
            { key: 'part', title: 'Part', dataIndex: 'part' },
            {
              key: 'line',
              title: 'Line',
              render: (_, row) => (
                <Select<string>
                  aria-label={`Form 990 line of ${accountLabel(row)}`}
                  value={row.line ?? 'none'}
                  disabled={!canEdit || save.isPending || row.account_id === null}
                  style={{ minWidth: 260 }}
                  onChange={(line) => {
                    if (row.account_id !== null) save.mutate({ accountId: row.account_id, line: line === 'default' ? null : line });
                  }}
                  options={[
                    ...(row.is_default ? [] : [{ value: 'default', label: 'Back to the default line' }]),
                    ...(row.line === null ? [{ value: 'none', label: 'Not on the form' }] : []),
                    ...lines.flatMap((line) => (line.part === row.part && line.line !== null
                      ? [{ value: line.line, label: `${line.line} ${line.label ?? ''}${row.is_default && row.line === line.line ? ' (default)' : ''}` }]
                      : [])),
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
