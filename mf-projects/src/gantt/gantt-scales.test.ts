// The week zoom's header on the library's own scale computation (its store, no DOM): each month's
// header cell spans exactly the weeks that start in it, so the months sit over their weeks, and the
// header row is as wide as the week row.
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MONTH_OF_WEEKS, monthOfWeeksUnit, scalesOf } from './gantt-model';

interface Cell { width: number; value: string; date: Date }
interface Store {
  init(config: Record<string, unknown>): void;
  getState(): { _scales: { width: number; rows: Array<{ cells: Cell[] }> } };
}

async function loadStore(): Promise<{ DataStore: new (setter: (value: unknown) => unknown) => Store; registerScaleUnit: (name: string, unit: unknown) => void }> {
  // The chart's own store, the copy the chart package imports.
  const gantt = realpathSync(join(import.meta.dirname, '../../node_modules/@svar-ui/react-gantt'));
  const store = join(dirname(gantt), 'gantt-store/dist/index.js');
  return import(pathToFileURL(store).href);
}

describe('week zoom header', () => {
  it('puts each month over the weeks that start in it, and no month wider than its weeks', async () => {
    const { DataStore, registerScaleUnit } = await loadStore();
    registerScaleUnit(MONTH_OF_WEEKS, monthOfWeeksUnit);
    const { scales, cellWidth } = scalesOf('week');
    const store = new DataStore((value) => value);
    store.init({ tasks: [{ id: 1, text: 'Long task', start: new Date(2026, 0, 20), end: new Date(2026, 8, 10), type: 'task' }], links: [], scales, cellWidth });
    const { _scales: scale } = store.getState();
    const [months, weeks] = scale.rows;
    if (!months || !weeks) throw new Error('two header rows expected');
    expect(months.cells.reduce((sum, cell) => sum + cell.width, 0)).toBe(scale.width);
    expect(weeks.cells.reduce((sum, cell) => sum + cell.width, 0)).toBe(scale.width);
    // Walk both rows: every month boundary is a week boundary, and the weeks under a month start in it.
    let week = 0;
    for (const month of months.cells) {
      const count = Math.round(month.width / cellWidth);
      expect(month.width).toBe(count * cellWidth);
      const under = weeks.cells.slice(week, week + count);
      for (const cell of under) expect(cell.value.split(' ')[0], `${cell.value} under ${month.value}`).toBe(month.value.split(' ')[0]);
      week += count;
    }
    expect(week).toBe(weeks.cells.length);
    expect(months.cells.map((cell) => cell.value)).toContain('Mar 2026');
    // March 2026 has five Sundays (1, 8, 15, 22, 29); April four.
    expect(months.cells.find((cell) => cell.value === 'Mar 2026')?.width).toBe(5 * cellWidth);
    expect(months.cells.find((cell) => cell.value === 'Apr 2026')?.width).toBe(4 * cellWidth);
  });
});
