// Match a statement line by hand: the open ledger lines are searched and paged by the
// database (lines of the statement line's amount first), so a line anywhere in a long statement
// can be matched; tick one or more (keyboard: Tab and Space), the selected total is shown against
// the line's amount, and Match is possible when they are equal (the database checks it again).
import { useState } from 'react';
import { Alert, Button, Modal, Typography, formatMoney, moneyToCents, serverErrorMessage } from '@missionbase/ui';
import { Checkbox, Input } from '@missionbase/ui/forms';
import { useLedgerPage } from '../data/ledger-lines-query';
import type { LedgerPageParams } from '../data/ledger-lines-query';
import type { StatementPageLine } from '../data/statement-lines-query';
import { useMatchStatementLine } from '../data/statement-line-match-mutation';

const PAGE = 50;

export interface MatchLineModalProps {
  organizationId: string | null;
  reconciliationId: string;
  line: StatementPageLine | null;
  onClose: () => void;
}

// Mounted per line (key), so each opens with a fresh selection.
export function MatchLineModal(props: MatchLineModalProps) {
  return props.line ? <MatchLineDialog key={props.line.id} {...props} line={props.line} /> : null;
}

function MatchLineDialog({ organizationId, reconciliationId, line, onClose }: MatchLineModalProps & { line: StatementPageLine }) {
  const match = useMatchStatementLine(organizationId);
  // The chosen lines' cents by id: they stay chosen while the search shows other lines.
  const [selected, setSelected] = useState<ReadonlyMap<string, number>>(new Map());
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [problem, setProblem] = useState<string | null>(null);
  const params: LedgerPageParams = { page: 1, pageSize: shown, sort: { key: 'date', direction: 'asc' }, filters: { state: 'matchable', q: search || undefined }, nearAmount: line.amount === null ? null : String(line.amount) };
  const open = useLedgerPage(organizationId, reconciliationId, params);
  const target = moneyToCents(line.amount ?? 0) ?? 0;
  // The selection's total in cents (a helper for the user, not a ledger figure: the database checks it).
  const chosen = [...selected.values()].reduce((sum, cents) => sum + cents, 0);
  const ready = selected.size > 0 && chosen === target;
  const rows = open.data?.rows ?? [];

  const toggle = (id: string, cents: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(id, cents);
      else next.delete(id);
      return next;
    });

  const handleOk = async () => {
    try {
      await match.mutateAsync({ statementLineId: line.id, ledgerLineIds: [...selected.keys()] });
      onClose();
    } catch (error) {
      setProblem(serverErrorMessage(error));
    }
  };

  return (
    <Modal
      open
      title="Match the statement line"
      okText="Match"
      okButtonProps={{ disabled: !ready }}
      confirmLoading={match.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {line.line_date} · {line.payee ?? line.description} · <strong>{formatMoney(line.amount)}</strong>
      </Typography.Paragraph>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
      <Input.Search
        aria-label="Search open ledger lines"
        placeholder="Search by description or amount"
        allowClear
        onSearch={(value) => {
          setSearch(value.trim());
          setShown(PAGE);
        }}
        style={{ marginBottom: 8 }}
      />
      {open.error ? (
        <Alert type="error" showIcon message="The open ledger lines could not be loaded" description={serverErrorMessage(open.error)} action={<Button onClick={() => void open.refetch()}>Retry</Button>} />
      ) : null}
      <div role="group" aria-label="Open ledger lines" aria-busy={open.isFetching} style={{ maxHeight: 320, overflowY: 'auto' }}>
        {open.data && rows.length === 0 ? (
          <Typography.Text type="secondary">{search ? 'No open ledger line matches this search.' : 'No open ledger lines on this account up to the statement end.'}</Typography.Text>
        ) : null}
        {rows.map(({ id, entry_date, description, amount }) => {
          // A line without an id cannot be matched.
          if (id === null) return null;
          return (
            <div key={id} style={{ padding: '4px 0' }}>
              <Checkbox checked={selected.has(id)} onChange={(event) => toggle(id, moneyToCents(amount ?? 0) ?? 0, event.target.checked)}>
                {entry_date} · {description} · {formatMoney(amount)}
              </Checkbox>
            </div>
          );
        })}
        {open.data && open.data.total > rows.length ? (
          <Button type="link" onClick={() => setShown((n) => n + PAGE)} loading={open.isFetching}>
            Show more ({rows.length} of {open.data.total})
          </Button>
        ) : null}
      </div>
      <Typography.Paragraph style={{ marginTop: 12 }} aria-live="polite">
        Selected {formatMoney(chosen / 100)} of {formatMoney(target / 100)}
        {selected.size > 0 && !ready ? ' — the selected lines must add up to the statement line.' : ''}
      </Typography.Paragraph>
    </Modal>
  );
}
