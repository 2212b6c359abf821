// The Liabilities tab's table rendered to HTML (no DOM): a row per agency, item and month with the
// database's accrued, paid and owed amounts; boxes to choose what to pay only for who may pay;
// an empty list says nothing is owed. And the refresh toast in words.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { LiabilitiesTable } from './LiabilitiesTable';
import type { LiabilityRow } from '../utils/liabilities';
import { refreshOutcomeText } from '../utils/refresh-outcome';

const rows: LiabilityRow[] = [
  { agency: 'Internal Revenue Service', item: 'Federal income tax', paid_by: 'employee', kind: 'tax', period: '2026-10-01', accrued: 1320.5, paid: 0, owed: 1320.5 },
  { agency: 'Health plan carrier', item: 'Health insurance (employer)', paid_by: 'employer', kind: 'benefit', period: '2026-11-01', accrued: 2100, paid: 600, owed: 1500 },
];

describe('the payroll liabilities table', () => {
  it('lists what each agency is owed by month, with the accrued, paid and owed amounts, and a box per row for who may pay', () => {
    const html = renderToString(<LiabilitiesTable rows={rows} selectable selectedKeys={[]} onSelectionChange={() => undefined} />);
    expect(html).toContain('October 2026');
    expect(html).toContain('Internal Revenue Service');
    expect(html).toContain('Withheld tax');
    expect(html).toContain('$1,320.50');
    expect(html).toContain('Employer benefit');
    expect(html).toContain('$600.00');
    expect(html).toContain('$1,500.00');
    expect(html).toContain('aria-label="Pay Federal income tax for October 2026"');
    expect(html).toContain('type="checkbox"');
  });

  it('shows no boxes to whoever only reads pay', () => {
    const html = renderToString(<LiabilitiesTable rows={rows} selectable={false} selectedKeys={[]} onSelectionChange={() => undefined} />);
    expect(html).not.toContain('type="checkbox"');
    expect(html).toContain('$1,500.00');
  });

  it('says nothing is owed when every liability has been paid', () => {
    const html = renderToString(<LiabilitiesTable rows={[]} selectable selectedKeys={[]} onSelectionChange={() => undefined} />);
    expect(html).toContain('Nothing is owed');
  });

  it('says what refreshing a draft run did', () => {
    expect(refreshOutcomeText({ added: 1, removed: 0 })).toBe('Run refreshed: 1 employee added');
    expect(refreshOutcomeText({ added: 2, removed: 1 })).toBe('Run refreshed: 2 employees added, 1 no longer active removed');
    expect(refreshOutcomeText({ added: 0, removed: 0 })).toBe("Run refreshed: the same employees, priced with today's pay and rates");
  });
});
