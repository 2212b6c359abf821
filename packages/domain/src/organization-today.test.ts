// The organization's today is the date in its time zone, whatever zone the machine runs in (UTC+14
// and UTC-11 are 25 hours apart: never the same date). The session's test runs it under a far TZ.
import { describe, expect, it } from 'vitest';
import { isoDateInZone, timeZoneOfBundle } from './organization-today';

describe('isoDateInZone', () => {
  it('gives the date in the zone asked for, a day apart across the date line', () => {
    const instant = new Date('2026-03-01T05:00:00Z');
    expect(isoDateInZone(instant, 'Pacific/Pago_Pago')).toBe('2026-02-28');
    expect(isoDateInZone(instant, 'Pacific/Kiritimati')).toBe('2026-03-01');
    expect(isoDateInZone(new Date(), 'Pacific/Pago_Pago')).not.toBe(isoDateInZone(new Date(), 'Pacific/Kiritimati'));
  });

  it('falls back to UTC for no zone or an unknown one, as the database does', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(isoDateInZone(instant, null)).toBe('2026-12-31');
    expect(isoDateInZone(instant, 'Mars/Olympus')).toBe('2026-12-31');
    expect(isoDateInZone(instant, 'Asia/Tokyo')).toBe('2027-01-01');
  });

  it("reads the zone from the organization bundle's settings", () => {
    expect(timeZoneOfBundle({ organization_settings: { time_zone: 'America/Chicago' } })).toBe('America/Chicago');
    expect(timeZoneOfBundle({ organization_settings: null })).toBeNull();
    expect(timeZoneOfBundle(null)).toBeNull();
  });
});
