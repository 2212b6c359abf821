// Dates as the exports write them, to YYYY-MM-DD. ISO dates and dates with a month name ("Jan 5,
// 2024", "5 January 2024", "05-Jan-24") read alone; a numeric date like 03/04/2024 needs the file's
// order, month first (US) or day first, which is found per file from its values (a first number
// above 12 is a day) and otherwise from the report's header wording ("As of December 31, 2024" is
// month first, "As at 31 December 2024" day first).

export type DateOrder = 'mdy' | 'dmy';

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  january: 1, february: 2, march: 3, april: 4, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
};

const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const MONTH_FIRST = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/;
const DAY_FIRST = /^(\d{1,2})[ -]([A-Za-z]{3,9})\.?[ -](\d{4}|\d{2})$/;

function fullYear(text: string): number {
  const year = Number(text);
  if (text.length === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function monthNumber(name: string): number | undefined {
  return MONTHS[name.toLowerCase()];
}

function clean(text: string): string {
  let value = text.trim();
  if (value.startsWith('=')) value = value.replace(/^="(.*)"$/s, '$1').trim();
  if (value.startsWith("'")) value = value.slice(1);
  return /\s\s|[\t\r\n]/.test(value) ? value.replace(/\s+/g, ' ') : value;
}

/** The date when it reads without knowing the file's order (ISO or a month name), else null. */
function parseUnambiguousDate(text: string): string | null {
  const value = clean(text);
  let match = ISO.exec(value);
  if (match) return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = MONTH_FIRST.exec(value);
  if (match) {
    const month = monthNumber(match[1] ?? '');
    return month ? iso(Number(match[3]), month, Number(match[2])) : null;
  }
  match = DAY_FIRST.exec(value);
  if (match) {
    const month = monthNumber(match[2] ?? '');
    return month ? iso(fullYear(match[3] ?? ''), month, Number(match[1])) : null;
  }
  return null;
}

/** The date in the given order; null when the text is not a date. */
export function parseDate(text: string, order: DateOrder | null): string | null {
  const unambiguous = parseUnambiguousDate(text);
  if (unambiguous) return unambiguous;
  const match = NUMERIC.exec(clean(text));
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const year = fullYear(match[3] ?? '');
  // The same number twice reads the same either way.
  if (first === second) return iso(year, first, second);
  if (!order) return null;
  return order === 'mdy' ? iso(year, first, second) : iso(year, second, first);
}

/** What one value says about the order: the order it needs, 'either', or 'none' (not numeric). */
export function dateEvidence(text: string): DateOrder | 'either' | 'none' | 'invalid' {
  const value = clean(text);
  if (value === '' || parseUnambiguousDate(value)) return 'none';
  const match = NUMERIC.exec(value);
  if (!match) return 'invalid';
  const first = Number(match[1]);
  const second = Number(match[2]);
  if (first === second) return first <= 12 ? 'none' : 'invalid';
  if (first > 12 && second > 12) return 'invalid';
  if (first > 12) return 'dmy';
  if (second > 12) return 'mdy';
  return 'either';
}

/** The order a report's header wording implies: "December 31, 2024" month first, "31 December 2024" day first. */
export function dateOrderHint(text: string): DateOrder | null {
  const value = clean(text);
  const names = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
  if (new RegExp(`\\b(?:${names})\\.? \\d{1,2}\\b`, 'i').test(value)) return 'mdy';
  if (new RegExp(`\\b\\d{1,2} (?:${names})\\b`, 'i').test(value)) return 'dmy';
  return null;
}

/** Every date of a report's header line ("January 1 - December 31, 2024", "As at 31 December 2024"), in order. */
export function headerDates(text: string): string[] {
  const value = clean(text).replace(/^(?:as (?:of|at)|for the (?:period|year|month) (?:ended|ending)?|period:?|from)\s*/i, '');
  const parts = value.split(/\s+(?:-|–|—|to|through|thru)\s+/i);
  if (parts.length === 2) {
    const [start = '', end = ''] = parts;
    const last = parseUnambiguousDate(end);
    if (last) {
      // "January 1 - December 31, 2024": the start borrows the end's year.
      const first = parseUnambiguousDate(start) ?? parseUnambiguousDate(`${start}, ${last.slice(0, 4)}`) ?? parseUnambiguousDate(`${start} ${last.slice(0, 4)}`);
      return first ? [first, last] : [last];
    }
  }
  const single = parseUnambiguousDate(value);
  return single ? [single] : [];
}
