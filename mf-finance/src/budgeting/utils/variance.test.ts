// Favourable or not by account kind, and the percentage in words.
import { describe, expect, it } from 'vitest';
import { formatPercent, varianceTone } from './variance';

describe('varianceTone', () => {
  it('revenue over budget is favourable, under is not', () => {
    expect(varianceTone('Revenue', '120.00')).toBe('favourable');
    expect(varianceTone('Revenue', '-0.01')).toBe('unfavourable');
  });

  it('an expense over budget is unfavourable, under is favourable', () => {
    expect(varianceTone('Expenses', 50)).toBe('unfavourable');
    expect(varianceTone('Expenses', '-50')).toBe('favourable');
  });

  it('the net follows revenue; zero is on budget', () => {
    expect(varianceTone('Net', '10')).toBe('favourable');
    expect(varianceTone('Expenses', '0.00')).toBe('on-budget');
  });
});

describe('formatPercent', () => {
  it('signs the percentage and shows a dash without a budget', () => {
    expect(formatPercent(12.5)).toBe('+12.5%');
    expect(formatPercent(-3)).toBe('-3.0%');
    expect(formatPercent(null)).toBe('—');
  });
});
