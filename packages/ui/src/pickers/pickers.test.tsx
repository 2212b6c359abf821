// The pickers rendered to HTML with a bundle from the kit's OrganizationProvider (no DOM needed).
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { OrganizationProvider } from '../OrganizationProvider';
import { MoneyInput, signedAmountInput, toggleAmountSign } from './MoneyInput';
import { FundPicker } from './FundPicker';
import { useBundleFunds, useFiscalYearStartMonth } from './use-organization-bundle';
import { PeriodPicker } from '../periods/PeriodPicker';

/** An organization whose bundle has no funds and no settings yet. */
function EmptyOrganization({ children }: { children: ReactNode }) {
  return (
    <OrganizationProvider id="org-1" name="Harbor Community Food Bank" data={{ funds: [], accounts: [], projects: [], organization_settings: null }}>
      {children}
    </OrganizationProvider>
  );
}

/** The HTML once every lazy part has loaded (PeriodPicker's range picker comes from `/dates`). */
async function renderLoaded(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('pickers', () => {
  it('MoneyInput shows the exact decimal text with a dollar sign, right-aligned', () => {
    const html = renderToString(<MoneyInput value="1234.5" aria-label="Amount" />);
    expect(html).toContain('value="1234.5"');
    expect(html).toContain('$');
    expect(html).toContain('inputMode="decimal"');
  });

  it('MoneyInput keeps a typed minus sign for the form to refuse, and shows the +/- toggle only where negatives are allowed', () => {
    expect(renderToString(<MoneyInput value="12.5" aria-label="Amount" />)).not.toContain('Negative amount');
    expect(renderToString(<MoneyInput value="-12.5" aria-label="Amount" />)).toContain('value="-12.5"');
    expect(signedAmountInput('-1,234.5')).toBe('-1234.5');
    expect(signedAmountInput(' −40')).toBe('-40');
    expect(signedAmountInput('40-')).toBe('40');
    expect(signedAmountInput('-')).toBe('-');
  });

  it('MoneyInput with allowNegative shows a labelled +/- toggle that says whether the amount is negative', () => {
    const negative = renderToString(<MoneyInput value="-250.00" allowNegative aria-label="Ending balance" />);
    expect(negative).toContain('value="-250.00"');
    expect(negative).toContain('aria-label="Negative amount"');
    expect(negative).toContain('aria-pressed="true"');
    expect(renderToString(<MoneyInput value="250.00" allowNegative aria-label="Ending balance" />)).toContain('aria-pressed="false"');
    expect(toggleAmountSign('250.00')).toBe('-250.00');
    expect(toggleAmountSign('-250.00')).toBe('250.00');
    expect(toggleAmountSign('')).toBe('-');
  });

  it('PeriodPicker names the fiscal year from its start month', () => {
    const html = renderToString(<PeriodPicker value={{ from: '2026-07-01', to: '2027-06-30' }} today="2026-11-24" fiscalYearStartMonth={7} />);
    expect(html).toContain('This fiscal year (FY Jul 2026 – Jun 2027)');
  });

  it('PeriodPicker without settings uses a calendar fiscal year', () => {
    const html = renderToString(
      <EmptyOrganization>
        <PeriodPicker value={{ from: '2026-01-01', to: '2026-12-31' }} today="2026-11-24" />
      </EmptyOrganization>,
    );
    expect(html).toContain('This fiscal year (FY 2026)');
  });

  it('PeriodPicker shows a range that is no preset as a custom range', async () => {
    const html = await renderLoaded(<PeriodPicker value={{ from: '2026-02-03', to: '2026-02-10' }} today="2026-11-24" />);
    expect(html).toContain('Custom range');
    expect(html).toContain('Feb 3, 2026');
  });

  it('PeriodPicker without a range offers all dates, unless a period is required', () => {
    expect(renderToString(<PeriodPicker value={null} today="2026-11-24" />)).toContain('All dates');
    const required = renderToString(<PeriodPicker value={null} allowAllDates={false} today="2026-11-24" />);
    expect(required).not.toContain('All dates');
    expect(required).toContain('Custom range');
  });

  it('PeriodPicker on a preset shows only its presets: no range picker (whose code loads when one is shown)', () => {
    const html = renderToString(<PeriodPicker value={{ from: '2026-01-01', to: '2026-12-31' }} today="2026-11-24" fiscalYearStartMonth={1} />);
    expect(html).toContain('This fiscal year (FY 2026)');
    expect(html).not.toContain('ant-picker');
  });

  it('FundPicker without a value shows its placeholder', () => {
    const html = renderToString(
      <EmptyOrganization>
        <FundPicker value={null} />
      </EmptyOrganization>,
    );
    expect(html).toContain('Select a fund');
  });

  it("reads the organization's funds and fiscal year from the OrganizationProvider, and none outside one", () => {
    function FundNames() {
      const funds = useBundleFunds();
      return <p>{`${funds.map((fund) => fund.name).join(', ') || 'no funds'} from month ${useFiscalYearStartMonth()}`}</p>;
    }
    const data = { funds: [{ id: 'f2', name: 'Building fund', restriction: 'with_donor_restrictions' }, { id: 'f1', name: 'General fund' }], organization_settings: { fiscal_year_start_month: 7 } };
    expect(
      renderToString(
        <OrganizationProvider id="org-1" name="Harbor Community Food Bank" data={data}>
          <FundNames />
        </OrganizationProvider>,
      ),
    ).toContain('Building fund, General fund from month 7');
    expect(renderToString(<FundNames />)).toContain('no funds from month 1');
  });
});
