import { describe, expect, it } from 'vitest';
import { formatDay } from './labels';
import { shiftOffer, successorShiftOf } from './dependency-shift';

const tasks = [
  { id: 'pour', name: 'Pour slab', start_date: '2026-05-01', due_date: '2026-05-10' },
  { id: 'panels', name: 'Install panels', start_date: '2026-05-04', due_date: '2026-05-08' },
  { id: 'wiring', name: 'Wiring', start_date: '2026-05-08', due_date: '2026-05-12' },
  { id: 'inspect', name: 'Inspection', start_date: '2026-05-12', due_date: '2026-05-12' },
  { id: 'later', name: 'Later', start_date: '2026-05-20', due_date: '2026-05-21' },
];
const links = [{ predecessor_id: 'panels', successor_id: 'wiring' }, { predecessor_id: 'wiring', successor_id: 'inspect' }, { predecessor_id: 'panels', successor_id: 'inspect' }];

describe('successorShiftOf', () => {
  it('moves the successor and everything downstream of it (once each) by the days it starts too early', () => {
    const shift = successorShiftOf('pour', 'panels', tasks, links);
    expect(shift).toEqual({ days: 6, startsOn: '2026-05-10', moved: [{ id: 'panels', name: 'Install panels' }, { id: 'wiring', name: 'Wiring' }, { id: 'inspect', name: 'Inspection' }] });
    expect(shift && shiftOffer(shift, formatDay)).toBe('Move "Install panels" and 2 tasks that wait for it 6 days later, so it starts on May 10, 2026?');
  });

  it('offers nothing when the link breaks no date, or a date is missing', () => {
    expect(successorShiftOf('pour', 'later', tasks, links)).toBeNull();
    expect(successorShiftOf('pour', 'panels', [{ ...tasks[0]!, due_date: null }, tasks[1]!], links)).toBeNull();
  });

  it('says one task and one day in the singular', () => {
    const shift = successorShiftOf('wiring', 'inspect', [{ id: 'wiring', name: 'Wiring', start_date: '2026-05-08', due_date: '2026-05-13' }, tasks[3]!], []);
    expect(shift && shiftOffer(shift, formatDay)).toBe('Move "Inspection" 1 day later, so it starts on May 13, 2026?');
  });
});
