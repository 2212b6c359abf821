// The reconciliation report's content: the summary (opening balance, cleared deposits and
// payments, cleared balance, statement ending balance, difference, outstanding items: every figure
// from SQL), the cleared and outstanding lines, and who prepared and finished it when. One builder
// for the PDF (the kit's letterhead document) and the XLSX (the kit's export), tested as data.
import type { DocumentOrganization, DocumentPdfInput } from '@missionbase/ui/export';
import { formatMoney } from '@missionbase/ui';
import type { ReconciliationDetail } from '../data/reconciliation-detail-query';

export interface ReportRow {
  date: string;
  description: string;
  status: string;
  amount: string;
}

function money(value: number | string | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function reportTitle(detail: ReconciliationDetail): string {
  const r = detail.reconciliation;
  return `Bank reconciliation: ${r.account_code ? `${r.account_code} ` : ''}${r.account_name ?? ''}`;
}

export function reportPeriod(detail: ReconciliationDetail): string {
  return `${detail.reconciliation.statement_start_date ?? ''} – ${detail.reconciliation.statement_end_date ?? ''}`;
}

/** The summary figures, in the order a reviewer reads them. */
export function reportSummary(detail: ReconciliationDetail): Array<[string, string]> {
  const r = detail.reconciliation;
  return [
    ['Opening balance', money(r.opening_balance)],
    ['Cleared deposits', money(r.cleared_deposits)],
    ['Cleared payments', money(r.cleared_payments)],
    ['Cleared balance', money(r.cleared_balance)],
    ['Statement ending balance', money(r.ending_balance)],
    ['Difference', money(r.difference)],
    ['Outstanding deposits', money(r.outstanding_deposits)],
    ['Outstanding payments', money(r.outstanding_payments)],
    ['Ledger balance at statement end', money(r.ledger_balance)],
  ];
}

/** Cleared lines first, then the outstanding ones, each by date. */
export function reportLines(detail: ReconciliationDetail): ReportRow[] {
  const rows = detail.ledger_lines.map((line) => ({
    date: line.entry_date ?? '',
    description: line.description ?? '',
    status: line.cleared ? 'Cleared' : 'Outstanding',
    amount: money(line.amount),
  }));
  return [...rows.filter((r) => r.status === 'Cleared'), ...rows.filter((r) => r.status !== 'Cleared')];
}

export function reportSignature(detail: ReconciliationDetail): Array<[string, string]> {
  const r = detail.reconciliation;
  return [
    ['Status', r.status === 'finished' ? 'Finished' : 'In progress'],
    ['Prepared by', `${r.created_by_name ?? 'Unknown'}, ${(r.created_at ?? '').slice(0, 10)}`],
    ['Finished by', r.finished_at ? `${r.finished_by_name ?? 'Unknown'}, ${r.finished_at.slice(0, 16).replace('T', ' ')} UTC` : 'Not finished'],
  ];
}

export function reconciliationPdfInput(detail: ReconciliationDetail, organization: DocumentOrganization): DocumentPdfInput {
  return {
    organization,
    title: 'Bank reconciliation report',
    date: detail.reconciliation.statement_end_date ?? '',
    meta: [
      ['Account', `${detail.reconciliation.account_code ? `${detail.reconciliation.account_code} ` : ''}${detail.reconciliation.account_name ?? ''}`],
      ['Statement', reportPeriod(detail)],
      ...reportSignature(detail),
    ],
    table: {
      columns: [{ title: 'Date' }, { title: 'Description' }, { title: 'Status' }, { title: 'Amount', align: 'right' }],
      rows: reportLines(detail).map((row) => [row.date, row.description, row.status, formatMoney(row.amount)]),
    },
    totals: reportSummary(detail).map(([label, value]) => [label, formatMoney(value)]),
    footer: 'Cleared lines are matched to the bank statement; outstanding lines are in the books but not yet through the bank.',
  };
}

/** The XLSX rows: the summary and signature first, a blank row, then every line. */
export function reconciliationSheetRows(detail: ReconciliationDetail): ReportRow[] {
  return [
    ...reportSummary(detail).map(([label, value]) => ({ date: '', description: label, status: '', amount: value })),
    ...reportSignature(detail).map(([label, value]) => ({ date: '', description: label, status: value, amount: '' })),
    { date: '', description: '', status: '', amount: '' },
    ...reportLines(detail),
  ];
}
