// Query keys of the reports. Every report is ledger-derived, so its key starts with
// ['ledger', organizationId, 'report', ...]: a realtime change of the ledger refetches it.
import { LEDGER } from '@missionbase/session';

export const reportKeys = {
  position: (organizationId: string, asOf: string, compareAsOf: string | null) =>
    [LEDGER, organizationId, 'report', 'position', asOf, compareAsOf] as const,
  activities: (organizationId: string, from: string, to: string, compareFrom: string | null, compareTo: string | null) =>
    [LEDGER, organizationId, 'report', 'activities', from, to, compareFrom, compareTo] as const,
};
