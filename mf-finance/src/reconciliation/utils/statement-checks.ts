// The checks a statement passes before it is imported, shown in the preview in plain words: the
// file's currency against the organization's (the ledger keeps one currency, so a statement in
// another is refused; the database refuses it too), and the lines dated far outside the
// statement's period (shown, and left out unless the user includes them; the database refuses
// lines more than a year away unless the import says the user confirmed them).
import type { StatementLine } from './statement';

/** Days outside the statement's period after which a line is shown and left out unless included. */
export const FAR_FROM_PERIOD_DAYS = 31;

/** The refusal when the file's currency is not the books' currency, or null. */
export function currencyProblem(statementCurrency: string | null, booksCurrency: string | null): string | null {
  if (!statementCurrency || !booksCurrency || statementCurrency.toUpperCase() === booksCurrency.toUpperCase()) return null;
  return `This statement is in ${statementCurrency.toUpperCase()}, but the organization keeps its books in ${booksCurrency.toUpperCase()}. Import a statement of an account in ${booksCurrency.toUpperCase()}.`;
}

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** The lines dated more than `days` before the period's start or after its end. */
export function linesFarFromPeriod(lines: readonly StatementLine[], start: string | null, end: string | null, days = FAR_FROM_PERIOD_DAYS): StatementLine[] {
  const from = start ? dayNumber(start) - days : -Infinity;
  const to = end ? dayNumber(end) + days : Infinity;
  return lines.filter((line) => {
    const day = dayNumber(line.date);
    return day < from || day > to;
  });
}
