import { describe, expect, it } from 'vitest';
import { MONEY_COLUMN_WIDTH, fitColumns } from './column-fit';

const columns = [
  { key: 'date', width: 110 },
  { key: 'description' },
  { key: 'account' },
  { key: 'amount', money: true },
  { key: 'status' },
  { key: 'cost', money: true, width: 120 },
];

describe('fitColumns', () => {
  it('on a wide screen keeps the order, gives money a fixed width and truncates every text column', () => {
    expect(fitColumns(columns, true).map((fit) => [fit.column.key, fit.width, fit.ellipsis])).toEqual([
      ['date', 110, true], ['description', undefined, true], ['account', undefined, true], ['amount', MONEY_COLUMN_WIDTH, false], ['status', undefined, true], ['cost', MONEY_COLUMN_WIDTH, false],
    ]);
  });

  it('on a phone shows the amount right after the first column, nothing truncated (the table scrolls)', () => {
    expect(fitColumns(columns, false).map((fit) => [fit.column.key, fit.ellipsis])).toEqual([
      ['date', false], ['amount', false], ['cost', false], ['description', false], ['account', false], ['status', false],
    ]);
  });
});
