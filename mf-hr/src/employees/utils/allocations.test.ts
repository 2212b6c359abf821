import { describe, expect, it } from 'vitest';
import { checkAllocations, formatPercent, percentHundredths } from './allocations';
import type { AllocationDraft } from './allocations';

const row = (percent: string): AllocationDraft => ({ key: percent, projectId: null, function: 'program', fundId: null, percent });

describe('allocations', () => {
  it('reads percents exactly, in hundredths', () => {
    expect(percentHundredths('60')).toBe(6000);
    expect(percentHundredths('33.33')).toBe(3333);
    expect(percentHundredths('0')).toBeNull();
    expect(percentHundredths('100.5')).toBeNull();
    expect(percentHundredths('abc')).toBeNull();
  });

  it('accepts shares that total exactly 100 and refuses any other total in words', () => {
    expect(checkAllocations([row('60'), row('40')])).toEqual({ totalHundredths: 10000, problem: null });
    expect(checkAllocations([row('33.33'), row('33.33'), row('33.34')]).problem).toBeNull();
    expect(checkAllocations([row('60'), row('30')])).toEqual({ totalHundredths: 9000, problem: 'The shares total 90%; they must total 100%.' });
    expect(checkAllocations([row('60'), row('x')]).problem).toBe('Each share is a percent from 0.01 to 100.');
    expect(checkAllocations([]).problem).toBeNull();
  });

  it('writes a total in words', () => {
    expect(formatPercent(9950)).toBe('99.5%');
    expect(formatPercent(3333)).toBe('33.33%');
  });
});
