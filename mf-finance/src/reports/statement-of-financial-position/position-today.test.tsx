// The Statement of Financial Position opens as of the organization's today, the date the dashboard's
// figures are as of, whatever the browser's time zone: TZ is UTC+14 here and the organization is at
// UTC-11 (never the same date).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@missionbase/router/testing';
import { emptyOrganizationData, organizationDataAtom, sessionStore, type OrganizationData } from '@missionbase/session';
import { isoDateInZone } from '@missionbase/domain/organization-today';
import { localIsoDate } from '@missionbase/domain/transaction-form';
import { asOfHeading } from '@missionbase/domain/report-periods';
import { StatementOfFinancialPositionPage } from './StatementOfFinancialPositionPage';

let previousTz: string | undefined;
beforeAll(() => {
  previousTz = process.env.TZ;
  process.env.TZ = 'Pacific/Kiritimati';
  const data = emptyOrganizationData();
  sessionStore.set(organizationDataAtom, { ...data, organization_settings: { time_zone: 'Pacific/Pago_Pago' } as OrganizationData['organization_settings'] });
});
afterAll(() => {
  process.env.TZ = previousTz;
  sessionStore.set(organizationDataAtom, null);
});

describe('Statement of Financial Position', () => {
  it("opens as of the organization's today, not the browser's", () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/app/reports/position']}><StatementOfFinancialPositionPage /></MemoryRouter>
      </QueryClientProvider>,
    ).replace(/<!-- -->/g, '');
    const organizationDay = isoDateInZone(new Date(), 'Pacific/Pago_Pago');
    expect(html).toContain(asOfHeading(organizationDay));
    expect(html).not.toContain(asOfHeading(localIsoDate(new Date())));
  });
});
