// The grid file's columns and the import's checks: a good file (with the kit's header lines above
// the columns) is read; a bad one is refused with the row, the account and the month in words.
import { describe, expect, it } from 'vitest';
import { gridFileColumns, parseGridFile } from './grid-file';

const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}-01`);
const accounts = [
  { id: 'a-4010', code: '4010', name: 'Individual Contributions', category: 'Revenue' },
  { id: 'a-6100', code: '6100', name: 'Rent', category: 'Expenses' },
  { id: 'a-1010', code: '1010', name: 'Cash - Operating', category: 'Assets' },
];
const header = gridFileColumns(months);
const twelve = (value: string) => Array.from({ length: 12 }, () => value);

describe('gridFileColumns', () => {
  it('are the code, the name, the fiscal months and the total', () => {
    expect(header).toEqual(['Account code', 'Account name', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026', 'Dec 2026', 'Total']);
  });
});

describe('parseGridFile', () => {
  it('reads an exported file: header lines above, totals row below', () => {
    const result = parseGridFile([
      ['Organization', 'Pantry'], ['Report', 'Budget'], [],
      header,
      ['4010', 'Individual Contributions', ...twelve('100.50'), '1206.00'],
      ['6100', 'Rent', ...twelve('800'), ''],
      ['Total', '', ...twelve('900.50'), '10806.00'],
    ], months, accounts);
    expect(result).toEqual({ ok: true, lines: [{ account_id: 'a-4010', months: twelve('100.50') }, { account_id: 'a-6100', months: twelve('800.00') }] });
  });

  it('refuses a file without the header row', () => {
    const result = parseGridFile([['code', 'jan'], ['4010', '1']], months, accounts);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/no header row starting with "Account code"/) });
  });

  it('refuses another year\'s months', () => {
    const result = parseGridFile([gridFileColumns(months.map((month) => month.replace('2026', '2025')))], months, accounts);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^Column 3 should be "Jan 2026" but the file has "Jan 2025"/) });
  });

  it('refuses an unknown account, a balance sheet account, a duplicate, text in a month and a wrong total', () => {
    const cases: Array<[string[], RegExp]> = [
      [['9999', 'Nope', ...twelve('1')], /^Row 2: there is no account with code 9999/],
      [['1010', 'Cash', ...twelve('1')], /^Row 2: 1010 Cash - Operating is not a revenue or expense account/],
      [['4010', 'Gifts', ...twelve('1').slice(0, 4), 'lots', ...twelve('1').slice(5)], /^Row 2 \(4010 Individual Contributions\), May 2026: "lots" is not an amount/],
      [['4010', 'Gifts', ...twelve('1'), '13.00'], /^Row 2 \(4010 Individual Contributions\): the total \$13\.00 is not the sum of the months \(\$12\.00\)/],
    ];
    for (const [row, message] of cases) {
      expect(parseGridFile([header, row], months, accounts)).toEqual({ ok: false, message: expect.stringMatching(message) });
    }
    expect(parseGridFile([header, ['4010', '', ...twelve('1')], ['4010', '', ...twelve('1')]], months, accounts)).toEqual({ ok: false, message: 'Row 3: 4010 Individual Contributions appears twice.' });
    expect(parseGridFile([header], months, accounts)).toEqual({ ok: false, message: 'This file has no account rows under the header.' });
  });
});
