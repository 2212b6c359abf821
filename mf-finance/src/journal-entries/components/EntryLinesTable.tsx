// The editor's lines: account (tree picker), fund, project, expense function (on expense accounts
// only, showing the database's default until the user picks one), debit, credit and memo per line, add and
// remove lines. Keyboard: Tab walks the cells in reading order; Enter in a line's memo adds a line
// below and moves there; typing a debit clears the credit of that line (and the other way round).
// On a phone the lines scroll sideways inside their box (its width does not follow the table's; it
// is positioned so the visually hidden header text is clipped with the rest).
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Typography } from '@missionbase/ui';
import { Input, Select } from '@missionbase/ui/forms';
import { AccountPicker, FundPicker, MoneyInput, ProjectPicker } from '@missionbase/ui/pickers';
import { FUNCTION_LABELS } from '../../reports/general-ledger/ledger-slice';
import { emptyLine } from '../utils/entry-lines';
import type { EditorLine } from '../utils/entry-lines';
import { EXPENSE_FUNCTIONS, isExpenseFunction } from '../utils/line-function';
import type { LineFunctionDefault } from '../utils/line-function';

const FUNCTION_OPTIONS = EXPENSE_FUNCTIONS.map((value) => ({ value, label: FUNCTION_LABELS[value] }));

export interface EntryLinesTableProps {
  lines: EditorLine[];
  onChange: (lines: EditorLine[]) => void;
  defaultFundId: string | null;
  /** The function the database would fill for a line (null off expense accounts). */
  defaultFunction: LineFunctionDefault;
  disabled?: boolean;
}

export function EntryLinesTable({ lines, onChange, defaultFundId, defaultFunction, disabled = false }: EntryLinesTableProps) {
  const container = useRef<HTMLDivElement>(null);
  const update = (key: string, patch: Partial<EditorLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const focusLine = (index: number) => {
    // After React renders the new row: its account picker is the first control.
    window.setTimeout(() => {
      const row = container.current?.querySelectorAll<HTMLElement>('[data-line-row]')[index];
      row?.querySelector<HTMLElement>('input, button')?.focus();
    }, 0);
  };
  const handleAdd = (afterIndex: number) => {
    // A new line takes the fund of the line above (entries usually stay in one fund).
    const fund = lines[afterIndex]?.fundId ?? defaultFundId;
    const next = [...lines];
    next.splice(afterIndex + 1, 0, emptyLine(fund));
    onChange(next);
    focusLine(afterIndex + 1);
  };
  const handleRemove = (key: string) => onChange(lines.length > 1 ? lines.filter((line) => line.key !== key) : [emptyLine(defaultFundId)]);
  const handleMemoKey = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      handleAdd(index);
    }
  };

  return (
    <div ref={container} className="mb-je-lines" style={{ overflowX: 'auto', width: 0, minWidth: '100%', position: 'relative' }}>
      <table className="mb-je-lines-table" style={{ width: '100%', minWidth: 1310, borderCollapse: 'separate', borderSpacing: '6px 6px' }}>
        <caption style={{ textAlign: 'left' }}>
          <Typography.Text type="secondary">Lines: each needs an account, a fund and a debit or a credit.</Typography.Text>
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ width: 36 }}>#</th>
            <th scope="col" style={{ minWidth: 220 }}>Account</th>
            <th scope="col" style={{ minWidth: 170 }}>Fund</th>
            <th scope="col" style={{ minWidth: 150 }}>Project</th>
            <th scope="col" style={{ minWidth: 190 }}>Function</th>
            <th scope="col" style={{ width: 140, textAlign: 'right' }}>Debit</th>
            <th scope="col" style={{ width: 140, textAlign: 'right' }}>Credit</th>
            <th scope="col" style={{ minWidth: 160 }}>Memo</th>
            <th scope="col"><span className="mb-visually-hidden">Remove</span></th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const n = index + 1;
            const fallback = defaultFunction(line.accountId, line.projectId);
            return (
              <tr key={line.key} data-line-row>
                <td>{n}</td>
                <td>
                  <AccountPicker aria-label={`Line ${n} account`} value={line.accountId} disabled={disabled} onChange={(value) => update(line.key, defaultFunction(value, line.projectId) === null ? { accountId: value, function: null } : { accountId: value })} style={{ width: '100%' }} />
                </td>
                <td>
                  <FundPicker aria-label={`Line ${n} fund`} value={line.fundId} disabled={disabled} onChange={(value) => update(line.key, { fundId: value })} style={{ width: '100%' }} />
                </td>
                <td>
                  <ProjectPicker aria-label={`Line ${n} project`} value={line.projectId} disabled={disabled} onChange={(value) => update(line.key, { projectId: value })} style={{ width: '100%' }} />
                </td>
                <td>
                  {fallback === null ? (
                    <Typography.Text type="secondary"><span aria-hidden="true">—</span><span className="mb-visually-hidden">No function: not an expense account</span></Typography.Text>
                  ) : (
                    <Select aria-label={`Line ${n} function`} value={line.function ?? fallback} disabled={disabled} options={FUNCTION_OPTIONS} style={{ width: '100%' }}
                      onChange={(value: unknown) => update(line.key, { function: isExpenseFunction(value) && value !== fallback ? value : null })} />
                  )}
                </td>
                <td>
                  <MoneyInput aria-label={`Line ${n} debit`} value={line.debit} disabled={disabled} style={{ width: 130 }}
                    onChange={(value) => update(line.key, value.trim() === '' ? { debit: value } : { debit: value, credit: '' })} />
                </td>
                <td>
                  <MoneyInput aria-label={`Line ${n} credit`} value={line.credit} disabled={disabled} style={{ width: 130 }}
                    onChange={(value) => update(line.key, value.trim() === '' ? { credit: value } : { credit: value, debit: '' })} />
                </td>
                <td>
                  <Input aria-label={`Line ${n} memo`} value={line.description} disabled={disabled} maxLength={500}
                    onChange={(event) => update(line.key, { description: event.target.value })}
                    onKeyDown={(event) => handleMemoKey(event, index)} />
                </td>
                <td>
                  <Button aria-label={`Remove line ${n}`} disabled={disabled} onClick={() => handleRemove(line.key)}>×</Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button onClick={() => handleAdd(lines.length - 1)} disabled={disabled} style={{ marginTop: 8 }}>Add line</Button>
    </div>
  );
}
