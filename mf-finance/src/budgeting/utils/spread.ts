// Spreading a yearly budget total over the twelve fiscal months, in whole cents: evenly, or in the
// proportions of last year's monthly actuals. The months always add up to the total exactly (the
// cents left by rounding go to the months with the largest remainders, earliest first).
import { centsToDecimalString, moneyToCents } from '@missionbase/domain/money';

/** Distributes `totalCents` over `weights` (non-negative) by largest remainder. */
function distribute(totalCents: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const sign = totalCents < 0 ? -1 : 1;
  const magnitude = Math.abs(totalCents);
  const exact = weights.map((weight) => (magnitude * weight) / weightSum);
  const floors = exact.map((value) => Math.floor(value));
  let left = magnitude - floors.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((value) => value * sign);
}

/** Twelve monthly amounts (cents) that add up to the yearly total, as equal as cents allow. */
export function spreadEvenly(totalCents: number): number[] {
  return distribute(totalCents, Array.from({ length: 12 }, () => 1));
}

/**
 * Twelve monthly amounts (cents) in the proportions of last year's months. Negative months count as
 * zero; without any positive month last year there is no pattern, so the spread is even.
 */
export function spreadByPattern(totalCents: number, lastYearCents: readonly number[]): number[] {
  const weights = Array.from({ length: 12 }, (_, index) => Math.max(lastYearCents[index] ?? 0, 0));
  if (weights.every((weight) => weight === 0)) return spreadEvenly(totalCents);
  return distribute(totalCents, weights);
}

/** The decimal strings of a spread, for the grid's inputs and the RPC. */
export function spreadAsText(cents: readonly number[]): string[] {
  return cents.map(centsToDecimalString);
}

/** Cents of an amount typed in the grid ('' is zero); null when it is not an amount. */
export function gridCents(text: string): number | null {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return 0;
  if (!/^-?\d{1,12}(\.\d{1,2})?$/.test(trimmed)) return null;
  return moneyToCents(trimmed);
}
