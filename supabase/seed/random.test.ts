// The seed's generator must repeat itself exactly and keep money exact.
import { describe, expect, it } from 'vitest';
import { SeededRandom, addDays, dayOfMonth, money, monthStart, monthsOverBy } from './random.ts';

describe('SeededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    const c = new SeededRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('draws integers within bounds and UUID-shaped ids', () => {
    const r = new SeededRandom(7);
    for (let i = 0; i < 1000; i += 1) {
      const n = r.int(3, 9);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(9);
    }
    expect(r.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('dates and money', () => {
  it('formats cents exactly', () => {
    expect(money(123456)).toBe('1234.56');
    expect(money(5)).toBe('0.05');
    expect(money(-250)).toBe('-2.50');
  });

  it('moves through months and clamps days', () => {
    const d = new Date(Date.UTC(2026, 0, 31));
    expect(monthStart(d, 1).toISOString().slice(0, 10)).toBe('2026-02-01');
    expect(dayOfMonth(monthStart(d, 1), 31).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(addDays(d, 1).toISOString().slice(0, 10)).toBe('2026-02-01');
  });

  it('counts the months of the year that are over on a date, a month counting from its last day', () => {
    const on = (iso: string) => monthsOverBy(new Date(`${iso}T00:00:00Z`));
    expect(on('2027-01-01')).toBe(0);
    expect(on('2027-01-30')).toBe(0);
    expect(on('2027-01-31')).toBe(1);
    expect(on('2027-02-28')).toBe(2);
    expect(on('2028-02-28')).toBe(1);
    expect(on('2028-02-29')).toBe(2);
    expect(on('2028-03-01')).toBe(2);
    expect(on('2026-12-30')).toBe(11);
    expect(on('2026-12-31')).toBe(12);
  });
});
