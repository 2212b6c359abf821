// Unit tests of relative notification times.
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('[NOTIF-3] uses seconds, minutes, hours, days, 30-day months and years', () => {
    expect(relativeTime(ago(0), now)).toBe('0 seconds ago');
    expect(relativeTime(ago(1), now)).toBe('1 second ago');
    expect(relativeTime(ago(59), now)).toBe('59 seconds ago');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(2 * 3600 + 5), now)).toBe('2 hours ago');
    expect(relativeTime(ago(29 * 86400), now)).toBe('29 days ago');
    expect(relativeTime(ago(30 * 86400), now)).toBe('1 month ago');
    expect(relativeTime(ago(364 * 86400), now)).toBe('12 months ago');
    expect(relativeTime(ago(365 * 86400), now)).toBe('1 year ago');
    expect(relativeTime(ago(3 * 365 * 86400), now)).toBe('3 years ago');
  });
  it('never reads a future time as negative', () => {
    expect(relativeTime(ago(-30), now)).toBe('0 seconds ago');
  });
});
