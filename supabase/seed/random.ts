// A small seeded pseudo-random generator (mulberry32) and the helpers the demo seed draws from,
// so the same seed always produces the same organization.
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Integer cents in [minDollars, maxDollars], rounded to `step` cents. */
  cents(minDollars: number, maxDollars: number, step = 1): number {
    const raw = this.int(Math.round(minDollars * 100), Math.round(maxDollars * 100));
    return Math.max(step, Math.round(raw / step) * step);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** A version-4-shaped UUID drawn from this generator. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Math.floor(this.next() * 4) + 8) as number).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

/** Cents as the decimal string Postgres numeric(14,2) takes exactly. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** yyyy-mm-dd of a UTC date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC date `days` after `date`. */
export function addDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/** The first day of the month `months` after the month of `date` (UTC). */
export function monthStart(date: Date, months = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** Day `day` of a month, clamped to its last day. */
export function dayOfMonth(month: Date, day: number): Date {
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), Math.min(day, last)));
}

/**
 * Months of the UTC year of `date` that are over once `date` is: 0 from 1 to 30 January, 1 on
 * 31 January, 11 on 30 December, 12 on 31 December. The seed writes each day's activity in full,
 * so on a month's last day that month is complete.
 */
export function monthsOverBy(date: Date): number {
  const next = addDays(date, 1);
  return next.getUTCFullYear() > date.getUTCFullYear() ? 12 : next.getUTCMonth();
}
