// The one rule for the date of a business record (a gift, an invoice, an entry, a pay date): from
// 1900-01-01 to ten years after today. A typo such as 0226 or 20266 for 2026 is refused in words
// instead of being stored and falling out of every report. The database holds the same rule
// (public.business_date, supabase/migrations/*_business_dates.sql); forms check it first.

export const BUSINESS_DATE_MIN = '1900-01-01';
export const BUSINESS_DATE_YEARS_AHEAD = 10;
export const BUSINESS_DATE_ERROR = 'Enter a date between 1900 and ten years from today.';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Ten years after today, as Postgres' `current_date + interval '10 years'` (Feb 29 gives Feb 28). */
export function businessDateMax(today: string): string {
  const match = ISO_DATE.exec(today);
  if (!match) throw new Error(`not a yyyy-mm-dd date: ${today}`);
  const year = Number(match[1]) + BUSINESS_DATE_YEARS_AHEAD;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = match[2] === '02' && match[3] === '29' && !leap ? '28' : match[3];
  return `${String(year).padStart(4, '0')}-${match[2]}-${day}`;
}

/** Why a yyyy-mm-dd value is no business date, or null (also for anything that is not such a value). */
export function businessDateError(value: string, today: string): string | null {
  if (!ISO_DATE.test(value)) return null;
  return value < BUSINESS_DATE_MIN || value > businessDateMax(today) ? BUSINESS_DATE_ERROR : null;
}

/** Where in a form's values a yyyy-mm-dd value breaks the rule: one path per field, as the form names it. */
export function businessDateIssues(values: unknown, today: string, path: (string | number)[] = []): { path: (string | number)[]; message: string }[] {
  if (typeof values === 'string') {
    const message = businessDateError(values, today);
    return message ? [{ path, message }] : [];
  }
  if (Array.isArray(values)) return values.flatMap((item, index) => businessDateIssues(item, today, [...path, index]));
  if (typeof values === 'object' && values !== null) {
    return Object.entries(values).flatMap(([key, item]) => businessDateIssues(item, today, [...path, key]));
  }
  return [];
}
