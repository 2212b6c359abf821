// General Ledger (/app/reports/general-ledger): the posted lines of a slice of the ledger (an account
// or several, a category, a fund, a project, an expense function, a net asset class, a period) with
// each account's opening balance, debits, credits and closing balance, and every line's running
// balance and source document. Every money cell of every report links here with its own slice
// (ledger-slice.ts); the filters above the table narrow it further. Lines page in the database.
// Opened from the menu it shows the ledger as it stands, the year-end closing entries included
// (labelled "Year-end close"; "Show year-end closing entries" hides them); a report cell's slice
// leaves them out, as the statements do.
import { Link, useSearchParams } from '@missionbase/router';
import { fiscalYearOf } from '@missionbase/domain/fiscal-periods';
import { reportFileName } from '@missionbase/domain/report-periods';
import { useActiveOrganizationId, useOrganizationToday } from '@missionbase/session';
import { Alert, Flex, PageFrame, Typography, formatMoney, periodLabel } from '@missionbase/ui';
import { DataTable, useTableUrlState, Select } from '@missionbase/ui/table';
import { Switch } from '@missionbase/ui/toggles';
import { AccountPicker, FundPicker, ProjectPicker, useFiscalYearStartMonth } from '@missionbase/ui/pickers';
import { PeriodPicker } from '@missionbase/ui/periods';
import type { DateRange } from '@missionbase/ui';
import type { DataTableColumn } from '@missionbase/ui/table';
import { documentPath, sourceLabel } from '../../journal-entries/utils/document-link';
import { fetchAllLedgerLines, useLedgerLines } from '../data/ledger-lines-query';
import type { LedgerLineRow, LedgerLines } from '../data/ledger-lines-query';
import { StatementTable } from '../shared/StatementTable';
import type { StatementColumn, StatementRow } from '../shared/statement-rows';
import { FUNCTION_LABELS, closingEntriesShown, parseSlice } from './ledger-slice';
import type { ExpenseFunction, LedgerSlice } from './ledger-slice';

const TITLE = 'General Ledger';
const SLICE_KEYS = ['accounts', 'categories', 'from', 'to', 'fund', 'project', 'noProject', 'function', 'restriction', 'sign', 'closing', 'label'];

/** A journal entry's page (the journal entries list for a line without its entry's id). */
function entryPath(entryId: string | null): string {
  return entryId === null ? '/app/finance/journal-entries' : `/app/finance/journal-entries/${entryId}`;
}

/** Where a line's document opens: the document's own page, else the journal entry. */
export function lineDocumentPath(line: Pick<LedgerLineRow, 'source_type' | 'source_id' | 'entry_id'>): string {
  const document = line.source_id && line.source_type ? documentPath({ type: line.source_type, id: line.source_id, label: '', exists: true }) : null;
  return document ?? entryPath(line.entry_id);
}

const COLUMNS: readonly DataTableColumn<LedgerLineRow>[] = [
  { key: 'entry_date', title: 'Date', width: 110, alwaysVisible: true },
  { key: 'account', title: 'Account', value: (row) => `${row.account_code ?? ''} ${row.account_name ?? ''}` },
  {
    key: 'description',
    title: 'Description',
    value: (row) => row.description || '(no description)',
    render: (row) => <Link to={entryPath(row.entry_id)}>{row.description || '(no description)'}</Link>,
  },
  { key: 'reference', title: 'Reference', hiddenByDefault: true },
  { key: 'fund_name', title: 'Fund' },
  { key: 'project_name', title: 'Project', hiddenByDefault: true },
  { key: 'function', title: 'Function', hiddenByDefault: true, value: (row) => (row.function ? FUNCTION_LABELS[row.function as ExpenseFunction] ?? row.function : '') },
  {
    key: 'source',
    title: 'Source',
    value: (row) => sourceLabel(row.source_type ?? ''),
    render: (row) => <Link to={lineDocumentPath(row)} aria-label={`Open the ${sourceLabel(row.source_type ?? '').toLowerCase()} of ${row.entry_date ?? ''} ${row.description ?? ''}`}>{sourceLabel(row.source_type ?? '')}</Link>,
  },
  { key: 'debit', title: 'Debit', money: true, value: (row) => (Number(row.debit) === 0 ? null : row.debit) },
  { key: 'credit', title: 'Credit', money: true, value: (row) => (Number(row.credit) === 0 ? null : row.credit) },
  { key: 'running_balance', title: 'Balance', money: true },
];

const SUMMARY_COLUMNS: readonly StatementColumn[] = [
  { key: 'opening', title: 'Opening balance' },
  { key: 'debit', title: 'Debits' },
  { key: 'credit', title: 'Credits' },
  { key: 'closing', title: 'Closing balance' },
];

/** One row per account of the slice, then the total when there are several. */
export function summaryRows(data: LedgerLines): StatementRow[] {
  const accounts = data.accounts ?? [];
  const rows: StatementRow[] = accounts.map((account) => ({
    key: account.account_id ?? '',
    label: `${account.code ?? ''} ${account.name ?? ''}${account.sign === 'credit' ? ' (credit balance)' : ''}`,
    kind: 'line',
    indent: 0,
    values: { opening: account.opening, debit: account.debit, credit: account.credit, closing: account.closing },
  }));
  if (accounts.length !== 1) {
    const totals = data.totals;
    rows.push({ key: 'total', label: 'Total', kind: 'total', indent: 0, values: { opening: totals?.opening ?? null, debit: totals?.debit ?? null, credit: totals?.credit ?? null, closing: totals?.closing ?? null } });
  }
  return rows;
}

export function GeneralLedgerPage() {
  const [params, setParams] = useSearchParams();
  const organizationId = useActiveOrganizationId();
  const startMonth = useFiscalYearStartMonth();
  const today = useOrganizationToday();
  const table = useTableUrlState({ pageSize: 50 });
  const parsed = parseSlice(params, today);
  // Without dates in the URL: the fiscal year to date.
  const slice: LedgerSlice = params.has('from') || params.has('to') ? parsed : { ...parsed, from: fiscalYearOf(today, startMonth).from, to: today };
  const query = useLedgerLines(slice, table.page, table.pageSize);
  const data = query.data;
  const accountCount = data?.accounts?.length ?? 0;
  // The slice's count of lines (none while loading, or if the database sent no totals).
  const lineCount = data?.totals?.line_count ?? 0;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    // A period picked on the page keeps the closing entries shown or hidden as they were.
    next.set('closing', closingEntriesShown(params) ? '1' : '0');
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    // A changed filter no longer shows the report cell the user came from.
    next.delete('label');
    next.delete('page');
    setParams(next);
  };
  const period: DateRange | null = slice.from ? { from: slice.from, to: slice.to } : null;
  const periodText = slice.from ? periodLabel({ from: slice.from, to: slice.to }, startMonth) : `Through ${slice.to}`;
  const single = slice.accounts && slice.accounts.length === 1 ? slice.accounts[0] : null;
  const notes = [
    slice.label ? `Figure: ${slice.label}` : null,
    slice.categories ? `Categories: ${slice.categories.join(', ')}` : null,
    slice.function ? `Function: ${FUNCTION_LABELS[slice.function]}` : null,
    slice.restriction ? `Class: ${slice.restriction === 'with_donor_restrictions' ? 'With donor restrictions' : 'Without donor restrictions'}` : null,
    slice.closing ? 'Year-end closing entries included' : 'Year-end closing entries left out',
  ].filter((note): note is string => note !== null);

  return (
    <PageFrame title={TITLE} description="The posted ledger lines behind every figure, with opening and running balances and the document each came from.">
      <Flex gap={12} wrap className="mb-no-print" style={{ marginBottom: 12 }} align="end">
        <label style={{ display: 'grid', gap: 4, minWidth: 240 }}>
          <span>Account</span>
          <AccountPicker
            aria-label="Account"
            placeholder={slice.accounts && slice.accounts.length > 1 ? `${slice.accounts.length} accounts` : slice.categories ? slice.categories.join(', ') : 'All accounts'}
            value={single}
            onChange={(value) => update({ accounts: value, categories: null, sign: null })}
            style={{ minWidth: 240 }}
          />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 220 }}>
          <span>Period</span>
          <PeriodPicker aria-label="Period" value={period} onChange={(range) => update({ from: range?.from ?? null, to: range?.to ?? today })} />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 180 }}>
          <span>Fund</span>
          <FundPicker aria-label="Fund" placeholder="All funds" value={slice.fund ?? null} onChange={(value) => update({ fund: value })} />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 180 }}>
          <span>Project</span>
          <ProjectPicker aria-label="Project" placeholder="All projects" includeClosed value={slice.project ?? null} onChange={(value) => update({ project: value, noProject: null })} />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 200 }}>
          <span>Function</span>
          <Select
            aria-label="Function"
            allowClear
            placeholder="Any function"
            value={slice.function ?? null}
            onChange={(value: string | null | undefined) => update({ function: value ?? null })}
            options={Object.entries(FUNCTION_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </label>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 }}>
          <Switch aria-label="Show year-end closing entries" checked={slice.closing === true} onChange={(checked) => update({ closing: checked ? '1' : '0' })} />
          <span>Show year-end closing entries</span>
        </label>
      </Flex>
      {slice.label ? (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`Ledger lines behind: ${slice.label}`} description={`${periodText}. Their net is the report's figure.`} />
      ) : null}
      {data && accountCount > 0 ? (
        <div style={{ marginBottom: 16 }} data-testid="ledger-summary">
          <StatementTable caption={`Balances, ${periodText}`} columns={SUMMARY_COLUMNS} rows={summaryRows(data)} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="ledger-net">
            Net for the period: <strong>{formatMoney(data.totals?.net)}</strong>
          </Typography.Paragraph>
        </div>
      ) : null}
      <DataTable<LedgerLineRow>
        id="general-ledger"
        caption={`Ledger lines, ${periodText}`}
        rowKey="id"
        columns={COLUMNS}
        rows={data ? data.lines ?? [] : undefined}
        total={data ? lineCount : undefined}
        totals={data ? { debit: data.totals?.debit ?? null, credit: data.totals?.credit ?? null, running_balance: accountCount === 1 ? data.totals?.closing ?? null : null } : null}
        totalsLabel="Total"
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        table={table}
        emptyText="No posted ledger lines in this slice and period."
        exportOptions={{
          title: TITLE,
          fileName: reportFileName('general-ledger', slice, startMonth),
          namedForPeriod: true,
          period: periodText,
          notes,
          fetchAll: () => fetchAllLedgerLines(organizationId ?? '', slice),
          disabled: !data || lineCount === 0,
          print: true,
        }}
        toolbarEnd={SLICE_KEYS.some((key) => params.has(key)) ? <Link to="?">Clear filters</Link> : null}
      />
    </PageFrame>
  );
}

export default GeneralLedgerPage;
