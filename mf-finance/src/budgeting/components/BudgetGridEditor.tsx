// A budget's grid: accounts by twelve fiscal months and the total. A draft is edited
// in place (type a month; or a yearly total spread evenly or like last year's months; add or remove
// an account) and saved whole in one call; approved and archived versions are read-only. Arrow keys
// and Enter move between cells. Export and import use the same columns (CSV or XLSX); a bad file is
// refused with the row and the reason, and nothing is saved.
import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { centsToDecimalString } from '@missionbase/domain/money';
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';
import { Alert, App, Button, Dropdown, Flex, Popover, Space, Typography, formatMoney, serverErrorMessage, useToast } from '@missionbase/ui';
import { Input } from '@missionbase/ui/forms';
import { AccountPicker, useBundleAccounts } from '@missionbase/ui/pickers';
import { exportTable } from '@missionbase/ui/export';
import type { ExportFormat } from '@missionbase/ui/export';
import type { BudgetGrid } from '../data/budget-types';
import { useSaveBudgetGrid } from '../data/budget-grid-save-mutation';
import { fetchLastYearPattern } from '../data/budget-pattern-query';
import { CODE_COLUMN, NAME_COLUMN, TOTAL_COLUMN, monthTitle, parseGridFile } from '../utils/grid-file';
import { GridFileError, readGridFile } from '../utils/read-grid-file';
import { gridCents, spreadAsText, spreadByPattern, spreadEvenly } from '../utils/spread';

interface EditRow {
  account_id: string;
  code: string;
  name: string;
  category: string;
  months: string[];
  lastYear: number[];
}

/** The grid's rows to edit: a missing code or name is empty, missing amounts are none. */
function rowsOf(grid: BudgetGrid): EditRow[] {
  return grid.rows.map((row) => ({
    account_id: row.account_id ?? '',
    code: row.account_code ?? '',
    name: row.account_name ?? '',
    category: row.category ?? '',
    months: (row.months ?? []).map((value) => centsToDecimalString(gridCents(value) ?? 0)),
    lastYear: (row.last_year ?? []).map((value) => gridCents(value) ?? 0),
  }));
}

function sortRows(rows: EditRow[]): EditRow[] {
  return [...rows].sort((a, b) => (a.category === b.category ? a.code.localeCompare(b.code) : a.category === 'Revenue' ? -1 : 1));
}

/** The sum of a row's months in cents; null when a month is not an amount. */
function rowCents(row: EditRow): number | null {
  let total = 0;
  for (const month of row.months) {
    const cents = gridCents(month);
    if (cents === null) return null;
    total += cents;
  }
  return total;
}

const cellStyle: React.CSSProperties = { padding: '4px 6px', borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap' };
const moneyStyle: React.CSSProperties = { ...cellStyle, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };
const inputStyle: React.CSSProperties = { width: 96, textAlign: 'right', fontVariantNumeric: 'tabular-nums', padding: '2px 6px', border: '1px solid #d9d9d9', borderRadius: 4, font: 'inherit' };

function SpreadControl({ row, disabled, onSpread }: { row: EditRow; disabled: boolean; onSpread: (months: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [total, setTotal] = useState('');
  const cents = gridCents(total);
  const hasPattern = row.lastYear.some((value) => value > 0);
  const apply = (months: number[]) => {
    onSpread(spreadAsText(months));
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setTotal(centsToDecimalString(rowCents(row) ?? 0));
      }}
      trigger="click"
      title={`Yearly total for ${row.code} ${row.name}`}
      content={
        <Space direction="vertical" style={{ width: 240 }}>
          <Input
            aria-label={`Yearly total for ${row.code} ${row.name}`}
            value={total}
            onChange={(event) => setTotal(event.target.value)}
            status={cents === null ? 'error' : undefined}
            prefix="$"
            autoFocus
            onPressEnter={() => cents !== null && apply(spreadEvenly(cents))}
          />
          {cents === null ? <Typography.Text type="danger">Type an amount in dollars and cents.</Typography.Text> : null}
          <Button block disabled={cents === null} onClick={() => cents !== null && apply(spreadEvenly(cents))}>Spread evenly</Button>
          <Button block disabled={cents === null || !hasPattern} onClick={() => cents !== null && apply(spreadByPattern(cents, row.lastYear))}>
            Spread like last year
          </Button>
          {!hasPattern ? <Typography.Text type="secondary">No actuals last year for this account: spread evenly.</Typography.Text> : null}
        </Space>
      }
    >
      <Button size="small" disabled={disabled} aria-label={`Set a yearly total for ${row.code} ${row.name}`}>Yearly total…</Button>
    </Popover>
  );
}

export function BudgetGridEditor({ grid, editable }: { grid: BudgetGrid; editable: boolean }) {
  const organization = useSessionValue(activeOrganizationAtom);
  const accounts = useBundleAccounts();
  const toast = useToast();
  const { modal } = App.useApp();
  const save = useSaveBudgetGrid(grid.budgetId);
  const budgetName = grid.budget.name ?? '';
  // The user's edits; null while the grid shows the server's rows (a save or realtime refreshes them).
  const [edited, setEdited] = useState<EditRow[] | null>(null);
  const serverRows = useMemo(() => rowsOf(grid), [grid]);
  const rows = edited ?? serverRows;
  const dirty = edited !== null;
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const monthTitles = useMemo(() => grid.months.map(monthTitle), [grid.months]);

  const update = (next: EditRow[]) => setEdited(next);
  const setMonth = (rowIndex: number, monthIndex: number, value: string) => {
    update(rows.map((row, index) => (index === rowIndex ? { ...row, months: row.months.map((month, m) => (m === monthIndex ? value : month)) } : row)));
  };

  const invalid = rows.some((row) => rowCents(row) === null);
  const sections = (['Revenue', 'Expenses'] as const).map((category) => ({
    category,
    rows: rows.map((row, index) => ({ row, index })).filter(({ row }) => row.category === category),
  }));
  const monthSum = (category: string, monthIndex: number) => rows.filter((row) => row.category === category).reduce((sum, row) => sum + (gridCents(row.months[monthIndex] ?? '') ?? 0), 0);
  const yearSum = (category: string) => rows.filter((row) => row.category === category).reduce((sum, row) => sum + (rowCents(row) ?? 0), 0);

  const focusCell = (rowIndex: number, monthIndex: number) => {
    const target = tableRef.current?.querySelector<HTMLInputElement>(`[data-cell="${rowIndex}:${monthIndex}"]`);
    if (target) {
      target.focus();
      target.select();
    }
  };
  // Visual order of rows (revenue first) for moving up and down.
  const order = sections.flatMap((section) => section.rows.map(({ index }) => index));
  const onCellKey = (event: KeyboardEvent<HTMLInputElement>, rowIndex: number, monthIndex: number) => {
    const position = order.indexOf(rowIndex);
    const input = event.currentTarget;
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)) {
      event.preventDefault();
      const next = order[position + 1];
      if (next !== undefined) focusCell(next, monthIndex);
    } else if (event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)) {
      event.preventDefault();
      const previous = order[position - 1];
      if (previous !== undefined) focusCell(previous, monthIndex);
    } else if (event.key === 'ArrowRight' && input.selectionStart === input.value.length && monthIndex < 11) {
      event.preventDefault();
      focusCell(rowIndex, monthIndex + 1);
    } else if (event.key === 'ArrowLeft' && input.selectionEnd === 0 && monthIndex > 0) {
      event.preventDefault();
      focusCell(rowIndex, monthIndex - 1);
    }
  };

  const addAccount = async (accountId: string | null) => {
    const account = accounts.find((item) => item.id === accountId);
    if (!account || rows.some((row) => row.account_id === account.id)) return;
    let lastYear = Array.from({ length: 12 }, () => 0);
    try {
      lastYear = (await fetchLastYearPattern(grid.budgetId, account.id)).map((value) => gridCents(value) ?? 0);
    } catch {
      // Without last year's pattern the row can still be spread evenly.
    }
    update(sortRows([...rows, { account_id: account.id, code: account.code ?? '', name: account.name, category: account.category, months: Array.from({ length: 12 }, () => '0.00'), lastYear }]));
  };

  const saveRows = async (lines: Array<{ account_id: string; months: string[] }>): Promise<boolean> => {
    setError(null);
    try {
      await save.mutateAsync(lines);
      setEdited(null);
      return true;
    } catch (caught) {
      setError(serverErrorMessage(caught));
      return false;
    }
  };
  const saveGrid = async () => {
    const lines = rows.map((row) => ({ account_id: row.account_id, months: row.months.map((month) => centsToDecimalString(gridCents(month) ?? 0)) }));
    if (await saveRows(lines)) toast({ title: 'Budget grid saved', variant: 'success' });
  };

  const exportGrid = async (format: ExportFormat) => {
    const monthColumns = grid.months.map((month, index) => ({ key: `m${index}`, title: monthTitle(month), money: true, value: (row: EditRow) => centsToDecimalString(gridCents(row.months[index] ?? '') ?? 0) }));
    const totals: Record<string, string> = Object.fromEntries(grid.months.map((_, index) => [`m${index}`, centsToDecimalString(monthSum('Revenue', index) + monthSum('Expenses', index))]));
    await exportTable<EditRow>({
      format,
      fileName: `budget-${budgetName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      title: budgetName,
      organizationName: organization?.name ?? '',
      period: grid.budget.fiscal_year_label ?? '',
      columns: [
        { key: 'code', title: CODE_COLUMN, value: (row) => row.code },
        { key: 'name', title: NAME_COLUMN, value: (row) => row.name },
        ...monthColumns,
        { key: 'total', title: TOTAL_COLUMN, money: true, value: (row) => centsToDecimalString(rowCents(row) ?? 0) },
      ],
      rows,
      totals: { ...totals, total: centsToDecimalString(yearSum('Revenue') + yearSum('Expenses')) },
      totalsLabel: 'Total',
    });
  };

  const importFile = async (file: File) => {
    setError(null);
    setImporting(true);
    try {
      const cells = await readGridFile(file);
      const parsed = parseGridFile(cells, grid.months, accounts.map((account) => ({ id: account.id, code: account.code ?? '', name: account.name, category: account.category })));
      if (!parsed.ok) {
        setError(`${file.name} was not imported, nothing was saved: ${parsed.message}`);
        return;
      }
      const confirmed = await modal.confirm({
        title: `Replace this budget's grid with ${file.name}?`,
        content: `${parsed.lines.length} ${parsed.lines.length === 1 ? 'account' : 'accounts'} will replace every line of the grid${dirty ? ', and your unsaved changes' : ''}.`,
        okText: 'Replace and save',
      });
      if (!confirmed) return;
      if (await saveRows(parsed.lines)) toast({ title: `Imported ${parsed.lines.length} accounts from ${file.name}`, variant: 'success' });
    } catch (caught) {
      setError(caught instanceof GridFileError ? `${file.name} was not imported, nothing was saved: ${caught.message}` : serverErrorMessage(caught));
    } finally {
      setImporting(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const totalRow = (label: string, cents: (monthIndex: number) => number, year: number, key: string) => (
    <tr key={key} style={{ fontWeight: 700 }} data-row-key={key}>
      <th scope="row" style={{ ...cellStyle, textAlign: 'left', position: 'sticky', left: 0, background: '#fff' }}>{label}</th>
      {grid.months.map((month, index) => <td key={month} style={moneyStyle}>{formatMoney(centsToDecimalString(cents(index)))}</td>)}
      <td style={moneyStyle}>{formatMoney(centsToDecimalString(year))}</td>
      {editable ? <td style={cellStyle} /> : null}
    </tr>
  );

  return (
    <>
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }} className="mb-no-print">
        {editable ? (
          <>
            <Button type="primary" onClick={() => void saveGrid()} disabled={!dirty || invalid} loading={save.isPending}>Save grid</Button>
            <Button onClick={() => { setEdited(null); setError(null); }} disabled={!dirty}>Discard changes</Button>
            <AccountPicker
              aria-label="Add an account to the budget"
              placeholder="Add an account…"
              categories={['Revenue', 'Expenses']}
              excludeIds={rows.map((row) => row.account_id)}
              value={null}
              onChange={(value) => void addAccount(value)}
              style={{ minWidth: 220 }}
            />
          </>
        ) : null}
        <Dropdown
          menu={{
            items: [{ key: 'csv', label: 'CSV' }, { key: 'xlsx', label: 'Excel (.xlsx)' }],
            onClick: ({ key }) => void exportGrid(key === 'xlsx' ? 'xlsx' : 'csv').catch((caught: unknown) => setError(serverErrorMessage(caught))),
          }}
        >
          <Button>Export grid</Button>
        </Dropdown>
        {editable ? (
          <>
            <Button onClick={() => fileInput.current?.click()} loading={importing}>Import grid…</Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Budget grid file (CSV or XLSX)"
              data-testid="budget-grid-file"
              style={{ display: 'none' }}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void importFile(file);
              }}
            />
          </>
        ) : null}
        {dirty ? <Typography.Text type="secondary">Unsaved changes</Typography.Text> : null}
      </Flex>
      {!editable ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={grid.budget.status === 'draft' ? 'You can read this budget; only owners, admins and members change budgets.' : `This budget is ${grid.budget.status ?? ''}: its figures are frozen. Copy it to a new draft version to make changes.`}
        />
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" data-testid="budget-grid-error" message="Not saved" description={error} closable onClose={() => setError(null)} style={{ marginBottom: 12 }} /> : null}
      {invalid ? <Alert type="warning" showIcon message="Some months are not amounts (marked in red): fix them to save." style={{ marginBottom: 12 }} /> : null}
      {rows.length === 0 ? (
        <Typography.Paragraph type="secondary">
          This budget has no lines yet.{editable ? ' Add an account above, or import a grid file.' : ''}
        </Typography.Paragraph>
      ) : (
        // Focusable so the keyboard can scroll it sideways when it holds no inputs (read-only, 375 px).
        <div style={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label={`${budgetName} grid`}>
          <table ref={tableRef} style={{ borderCollapse: 'collapse', minWidth: '100%' }} data-testid="budget-grid">
            <caption className="mb-visually-hidden">{`${budgetName}: amounts by account and month`}</caption>
            <thead>
              <tr>
                <th scope="col" style={{ ...cellStyle, textAlign: 'left', position: 'sticky', left: 0, background: '#fff' }}>Account</th>
                {monthTitles.map((title) => <th key={title} scope="col" style={moneyStyle}>{title}</th>)}
                <th scope="col" style={moneyStyle}>Total</th>
                {editable ? <th scope="col" style={cellStyle}><span className="mb-visually-hidden">Actions</span></th> : null}
              </tr>
            </thead>
            {sections.map((section) => (section.rows.length === 0 ? null : (
              <tbody key={section.category}>
                <tr style={{ background: '#fafafa', fontWeight: 700 }}>
                  <th scope="rowgroup" colSpan={14 + (editable ? 1 : 0)} style={{ ...cellStyle, textAlign: 'left' }}>{section.category}</th>
                </tr>
                {section.rows.map(({ row, index }) => {
                  const total = rowCents(row);
                  return (
                    <tr key={row.account_id} data-row-key={row.account_id}>
                      <th scope="row" style={{ ...cellStyle, textAlign: 'left', fontWeight: 400, position: 'sticky', left: 0, background: '#fff' }}>{row.code} {row.name}</th>
                      {row.months.map((month, monthIndex) => {
                        const bad = gridCents(month) === null;
                        return (
                          <td key={grid.months[monthIndex]} style={{ ...cellStyle, textAlign: 'right' }}>
                            {editable ? (
                              <input
                                data-cell={`${index}:${monthIndex}`}
                                inputMode="decimal"
                                aria-label={`${row.code} ${row.name}, ${monthTitles[monthIndex] ?? ''}`}
                                aria-invalid={bad || undefined}
                                value={month}
                                onChange={(event) => setMonth(index, monthIndex, event.target.value)}
                                onKeyDown={(event) => onCellKey(event, index, monthIndex)}
                                onFocus={(event) => event.currentTarget.select()}
                                style={{ ...inputStyle, borderColor: bad ? '#a8071a' : '#d9d9d9' }}
                              />
                            ) : (
                              <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(month)}</span>
                            )}
                          </td>
                        );
                      })}
                      <td style={{ ...moneyStyle, fontWeight: 600 }} data-column="total">{total === null ? '—' : formatMoney(centsToDecimalString(total))}</td>
                      {editable ? (
                        <td style={cellStyle}>
                          <Space size={4}>
                            <SpreadControl row={row} disabled={false} onSpread={(months) => update(rows.map((item, i) => (i === index ? { ...item, months } : item)))} />
                            <Button size="small" type="text" aria-label={`Remove ${row.code} ${row.name} from the budget`} onClick={() => update(rows.filter((_, i) => i !== index))}>✕</Button>
                          </Space>
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
                {totalRow(`Total ${section.category.toLowerCase()}`, (m) => monthSum(section.category, m), yearSum(section.category), `total-${section.category}`)}
              </tbody>
            )))}
            <tbody>
              {totalRow('Net (revenue less expenses)', (m) => monthSum('Revenue', m) - monthSum('Expenses', m), yearSum('Revenue') - yearSum('Expenses'), 'net')}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
