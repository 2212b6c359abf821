// The organization's calendar date: "today" for every default, report and overdue rule is the date
// in the organization's time zone (organization_settings.time_zone), not the browser's. The
// database answers the same date (private.today_for_organization); like it, an unknown zone name
// falls back to UTC.

const FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    FORMATS.set(timeZone, format);
  }
  return format;
}

/** The calendar date (yyyy-mm-dd) of `instant` in `timeZone` (UTC when none or unknown). */
export function isoDateInZone(instant: Date, timeZone: string | null | undefined): string {
  let format: Intl.DateTimeFormat;
  try {
    format = formatFor(timeZone || 'UTC');
  } catch {
    format = formatFor('UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The time zone an organization bundle's settings name (null until the bundle has loaded). */
export function timeZoneOfBundle(bundle: Readonly<Record<string, unknown>> | null | undefined): string | null {
  const settings = bundle?.organization_settings;
  if (settings === null || typeof settings !== 'object') return null;
  const zone = (settings as Record<string, unknown>).time_zone;
  return typeof zone === 'string' && zone !== '' ? zone : null;
}

/** The year (a number) of an ISO date. */
export function yearOfIsoDate(day: string): number {
  return Number(day.slice(0, 4));
}
