// Match a statement line by hand [14.8]: tick one or more open ledger lines (keyboard: Tab and
// Space), the selected total is shown against the line's amount, and Match is possible when they
// are equal (the database checks it again). Lines of the same amount come first.
import { useMemo, useState } from 'react';
import { Alert, Checkbox, Input, Modal, Typography, formatMoney, moneyToCents, serverErrorMessage } from '@missionbase/ui';
import type { LedgerLineRow, StatementLineRow } from '../data/reconciliation-detail-query';
import { useMatchStatementLine } from '../data/statement-line-match-mutation';

export interface MatchLineModalProps {
  organizationId: string | null;
  line: StatementLineRow | null;
  ledgerLines: LedgerLineRow[];
  onClose: () => void;
}

// Mounted per line (key), so each opens with a fresh selection.
export function MatchLineModal(props: MatchLineModalProps) {
  return props.line ? <MatchLineDialog key={props.line.id} {...props} line={props.line} /> : null;
}

function MatchLineDialog({ organizationId, line, ledgerLines, onClose }: MatchLineModalProps & { line: StatementLineRow }) {
  const match = useMatchStatementLine(organizationId);
  const [selected, setSelected] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const target = moneyToCents(line.amount) ?? 0;
  const open = useMemo(() => {
    const words = search.trim().toLowerCase();
    return ledgerLines
      .filter((l) => !l.cleared && !l.statement_line_id)
      .filter((l) => !words || l.description.toLowerCase().includes(words) || String(l.amount).includes(words))
      .sort((a, b) => Number((moneyToCents(a.amount) ?? 0) !== target) - Number((moneyToCents(b.amount) ?? 0) !== target) || a.entry_date.localeCompare(b.entry_date));
  }, [ledgerLines, search, target]);
  // The selection's total in cents (a helper for the user, not a ledger figure: the database checks it).
  const chosen = ledgerLines.filter((l) => selected.includes(l.id)).reduce((sum, l) => sum + (moneyToCents(l.amount) ?? 0), 0);
  const ready = selected.length > 0 && chosen === target;

  const handleOk = async () => {
    try {
      await match.mutateAsync({ statementLineId: line.id, ledgerLineIds: selected });
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
      <Input.Search aria-label="Search open ledger lines" placeholder="Search by description or amount" allowClear value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 8 }} />
      <div role="group" aria-label="Open ledger lines" style={{ maxHeight: 320, overflowY: 'auto' }}>
        {open.length === 0 ? <Typography.Text type="secondary">No open ledger lines on this account up to the statement end.</Typography.Text> : null}
        {open.map((l) => (
          <div key={l.id} style={{ padding: '4px 0' }}>
            <Checkbox
              checked={selected.includes(l.id)}
              onChange={(event) => setSelected((current) => (event.target.checked ? [...current, l.id] : current.filter((id) => id !== l.id)))}
            >
              {l.entry_date} · {l.description} · {formatMoney(l.amount)}
            </Checkbox>
          </div>
        ))}
      </div>
      <Typography.Paragraph style={{ marginTop: 12 }} aria-live="polite">
        Selected {formatMoney(chosen / 100)} of {formatMoney(target / 100)}
        {selected.length > 0 && !ready ? ' — the selected lines must add up to the statement line.' : ''}
      </Typography.Paragraph>
    </Modal>
  );
}
