import { describe, expect, it } from 'vitest';
import { dateEvidence, dateOrderHint, headerDates, parseDate } from './dates';

describe('dates as exports write them', () => {
  it.each([
    ['2024-01-05', null, '2024-01-05'],
    ['2024-01-05T00:00:00.000Z', null, '2024-01-05'],
    ['Jan 5, 2024', null, '2024-01-05'],
    ['5 January 2024', null, '2024-01-05'],
    ['05-Jan-24', null, '2024-01-05'],
    ['02 Jan 2024', null, '2024-01-02'],
    ['1/5/2024', 'mdy', '2024-01-05'],
    ['1/5/2024', 'dmy', '2024-05-01'],
    ['1/30/94', 'mdy', '1994-01-30'],
    ['15.02.2024', 'dmy', '2024-02-15'],
    ['3/3/24', null, '2024-03-03'],
  ] as const)('%s read %s is %s', (text, order, expected) => {
    expect(parseDate(text, order)).toBe(expected);
  });

  it('refuses impossible dates and numeric dates whose order is not known', () => {
    expect([parseDate('2/30/2024', 'mdy'), parseDate('13/13/2024', 'dmy'), parseDate('1/5/2024', null), parseDate('soon', 'mdy')]).toEqual([null, null, null, null]);
  });

  it('takes a first number above 12 as a day and a second one as a month’s day', () => {
    expect(['15/02/2024', '02/15/2024', '03/04/2024', '2024-03-04', '7/7/2024', '31/31/2024'].map(dateEvidence)).toEqual(['dmy', 'mdy', 'either', 'none', 'none', 'invalid']);
  });

  it('reads the order from a report header’s wording and the report’s dates from its range', () => {
    expect([dateOrderHint('As of December 31, 2024'), dateOrderHint('As at 31 December 2024'), dateOrderHint('Hope Harbor Food Pantry')]).toEqual(['mdy', 'dmy', null]);
    expect(headerDates('January 1 - December 31, 2024')).toEqual(['2024-01-01', '2024-12-31']);
    expect(headerDates('For the period 1 January 2024 to 31 January 2024')).toEqual(['2024-01-01', '2024-01-31']);
    expect(headerDates('1 January - 31 December 2024')).toEqual(['2024-01-01', '2024-12-31']);
    expect(headerDates('As of December 31, 2024')).toEqual(['2024-12-31']);
  });
});
