// Dates as banks write them (`2026-03-01`, `3/1/2026`, `01.03.26`, `2026/03/01 00:00:00`), read as
// ISO `YYYY-MM-DD` for every bank file import, and the format of a file's date column guessed
// from its values.

export type DateFormat = 'YYYY-MM-DD' | 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY/MM/DD';
export const DATE_FORMATS: readonly DateFormat[] = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY/MM/DD'];

/** A real calendar day as `YYYY-MM-DD`, or null. */
export function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A bank's date in the given format as ISO `YYYY-MM-DD`, or null when it is not a real date. */
export function parseBankDate(text: string, format: DateFormat): string | null {
  const value = text.trim().replace(/\s.*$/, ''); // "2026-03-01 00:00:00" -> the date part
  const parts = value.split(/[-/.]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const year = (raw: string, n: number) => (raw.length === 2 ? 2000 + n : raw.length === 4 ? n : null);
  const last = year(parts[2] ?? '', c);
  switch (format) {
    case 'YYYY-MM-DD':
    case 'YYYY/MM/DD':
      return parts[0]?.length === 4 ? isoDay(a, b, c) : null;
    case 'MM/DD/YYYY':
      return last === null ? null : isoDay(last, a, b);
    case 'DD/MM/YYYY':
      return last === null ? null : isoDay(last, b, a);
  }
}

/**
 * The format that reads the most of a column's values (a summary row reads in none, so it does
 * not spoil the guess): ISO first, then month-first, then day-first, but day-first first when
 * the dates are written with dots (`01.03.2026`, as European banks do).
 */
export function detectDateFormat(samples: readonly string[]): DateFormat {
  const values = samples.map((v) => v.trim()).filter(Boolean);
  const dotted = values.length > 0 && values.every((v) => /^\d{1,2}\.\d{1,2}\.\d{2,4}/.test(v) || !/^\d/.test(v));
  const order: DateFormat[] = dotted ? ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'YYYY/MM/DD'] : ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY/MM/DD'];
  let best: DateFormat = order[0] ?? 'YYYY-MM-DD';
  let most = 0;
  for (const format of order) {
    const read = values.filter((value) => parseBankDate(value, format) !== null).length;
    if (read > most) {
      best = format;
      most = read;
    }
  }
  return best;
}
