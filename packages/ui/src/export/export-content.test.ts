import { describe, expect, it } from 'vitest';
import { exportContent, exportFileName, formatGeneratedAt } from './export-content';
import { exportFixture } from './export-fixture';

describe('export content', () => {
  it('every file starts with the organization, title, period and generation time', () => {
    expect(exportContent(exportFixture).headerLines).toEqual([
      { label: 'Organization', value: 'Helping Hands Food Bank' },
      { label: 'Report', value: 'Transactions' },
      { label: 'Period', value: 'FY 2026' },
      { label: 'Generated', value: 'Nov 24, 2026, 8:30 AM UTC' },
      { label: 'Filter', value: 'Type: Expense' },
    ]);
  });

  it('money cells are exact cents and the totals are the ones passed in', () => {
    const content = exportContent(exportFixture);
    expect(content.rows[0]?.[3]).toEqual({ kind: 'money', cents: 120050 });
    expect(content.rows[1]?.[2]).toEqual({ kind: 'empty' });
    expect(content.totals).toEqual([{ kind: 'text', text: 'Total' }, { kind: 'empty' }, { kind: 'empty' }, { kind: 'money', cents: 9999999 }]);
  });

  it('no totals row without totals', () => {
    expect(exportContent({ ...exportFixture, totals: null }).totals).toBeNull();
  });

  it('file names carry the generation day and a safe base', () => {
    expect(exportFileName('Transactions / FY 2026', 'xlsx', new Date(2026, 10, 24, 9))).toBe('Transactions-FY-2026-2026-11-24.xlsx');
    expect(formatGeneratedAt(new Date('2026-01-02T15:04:00Z'))).toBe('Jan 2, 2026, 3:04 PM UTC');
  });

  it('a report named for its period keeps its name, with only the extension added', () => {
    expect(exportFileName('statement-of-activities-FY2025', 'xlsx', new Date(2026, 10, 24, 9), true)).toBe('statement-of-activities-FY2025.xlsx');
  });
});
