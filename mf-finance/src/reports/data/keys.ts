// Query keys of the reports. Every report is ledger-derived, so its key starts with
// ['ledger', organizationId, 'report', ...]: a realtime change of the ledger refetches it.
import { LEDGER } from '@missionbase/session';
import type { LedgerSlice } from '../general-ledger/ledger-slice';

export const reportKeys = {
  position: (organizationId: string, asOf: string, compareAsOf: string | null) =>
    [LEDGER, organizationId, 'report', 'position', asOf, compareAsOf] as const,
  activities: (organizationId: string, from: string, to: string, compareFrom: string | null, compareTo: string | null) =>
    [LEDGER, organizationId, 'report', 'activities', from, to, compareFrom, compareTo] as const,
  /** A report that returns a display table, by its name and arguments. */
  table: (organizationId: string, report: string, args: object) => [LEDGER, organizationId, 'report', report, args] as const,
  ledgerLines: (organizationId: string, slice: LedgerSlice, page: number, pageSize: number) =>
    [LEDGER, organizationId, 'report', 'ledger-lines', slice, page, pageSize] as const,
};
