// The pickers rendered to HTML with a bundle in the shared session store (no DOM needed).
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { emptyOrganizationData, organizationDataAtom, sessionStore } from '@missionbase/session';
import { MoneyInput } from './MoneyInput';
import { FundPicker } from './FundPicker';
import { PeriodPicker } from './PeriodPicker';

afterEach(() => sessionStore.set(organizationDataAtom, null));

const NOW = '2026-11-24T00:00:00Z';
const settings = {
  organization_id: 'o1', fiscal_year_start_month: 7, currency: 'USD', time_zone: 'UTC', logo_url: null, locked_through: null,
  invoice_prefix: 'INV-', next_invoice_number: 1, bill_prefix: 'BILL-', next_bill_number: 1, receipt_prefix: 'R-', next_receipt_number: 1,
  default_cash_account_id: null, default_expense_account_id: null, default_fund_id: null, default_revenue_account_id: null, created_at: NOW, updated_at: NOW,
};
const fund = {
  id: 'f1', organization_id: 'o1', name: 'Youth Scholarships', code: 'YS', restriction: 'with_donor_restrictions', purpose: null, description: null,
  is_active: true, created_at: NOW, updated_at: NOW,
};

describe('pickers', () => {
  it('[12.8] MoneyInput shows the exact decimal text with a dollar sign, right-aligned', () => {
    const html = renderToString(<MoneyInput value="1234.5" aria-label="Amount" />);
    expect(html).toContain('value="1234.5"');
    expect(html).toContain('$');
    expect(html).toContain('inputMode="decimal"');
  });

  it('[12.8] PeriodPicker names the fiscal year from the organization settings', () => {
    sessionStore.set(organizationDataAtom, { ...emptyOrganizationData(), organization_settings: settings });
    const html = renderToString(<PeriodPicker value={{ from: '2026-07-01', to: '2027-06-30' }} today="2026-11-24" />);
    expect(html).toContain('This fiscal year (FY Jul 2026 – Jun 2027)');
  });

  it('[12.8] PeriodPicker shows a range that is no preset as a custom range', () => {
    const html = renderToString(<PeriodPicker value={{ from: '2026-02-03', to: '2026-02-10' }} today="2026-11-24" />);
    expect(html).toContain('Custom range');
    expect(html).toContain('Feb 3, 2026');
  });

  it('[12.8] PeriodPicker without a range offers all dates, unless a period is required', () => {
    expect(renderToString(<PeriodPicker value={null} today="2026-11-24" />)).toContain('All dates');
    const required = renderToString(<PeriodPicker value={null} allowAllDates={false} today="2026-11-24" />);
    expect(required).not.toContain('All dates');
    expect(required).toContain('Custom range');
  });

  it('[12.8] FundPicker shows the chosen fund by name', () => {
    sessionStore.set(organizationDataAtom, { ...emptyOrganizationData(), funds: [fund] });
    expect(renderToString(<FundPicker value="f1" />)).toContain('Youth Scholarships (YS)');
  });
});
