// Whether a variance is good news, by account kind: revenue over budget is favourable, an expense
// over budget is not (docs/budgets.md). Said in words and with an arrow as well as colour, so it
// never rests on colour alone. The variance itself (actual - budget) comes from SQL.
import { moneyToCents } from '@missionbase/domain/money';

export type VarianceTone = 'favourable' | 'unfavourable' | 'on-budget';

export function varianceTone(category: string, variance: string | number): VarianceTone {
  const cents = moneyToCents(variance) ?? 0;
  if (cents === 0) return 'on-budget';
  const over = cents > 0;
  const revenue = category === 'Revenue' || category === 'Net';
  return over === revenue ? 'favourable' : 'unfavourable';
}

export const VARIANCE_WORDS: Readonly<Record<VarianceTone, string>> = {
  favourable: 'Favourable',
  unfavourable: 'Unfavourable',
  'on-budget': 'On budget',
};

/** '+12.5%' / '-3.0%' / '—' (no budget to compare with). */
export function formatPercent(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}
