// The payroll tax rate table stored as JSON on the settings row: read it defensively (the column is
// jsonb) into the form's rows; the database checks each row again on save.
import type { Json } from '@missionbase/session';

export interface PayrollTaxRate {
  name: string;
  rate: string;
  paid_by: 'employee' | 'employer';
  /** A tax (withheld or employer tax, 5200) or a benefit (a deduction or employer benefit, 5300): payroll posts them apart. */
  kind: 'tax' | 'benefit';
  /** Who the amounts are paid to (the Liabilities tab of Payroll groups by it); empty: the rate's name. */
  agency: string;
}

export function readPayrollTaxRates(value: Json): PayrollTaxRate[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
    const name = item.name;
    const rate = item.rate;
    const paidBy = item.paid_by;
    if (typeof name !== 'string' || (typeof rate !== 'string' && typeof rate !== 'number')) return [];
    return [{ name, rate: String(rate), paid_by: paidBy === 'employee' ? 'employee' : 'employer', kind: item.kind === 'benefit' ? 'benefit' : 'tax', agency: typeof item.agency === 'string' ? item.agency : '' }];
  });
}

/** A stored row: the agency only when one is given. */
export type StoredPayrollTaxRate = Omit<PayrollTaxRate, 'agency'> & { agency?: string };

/** The rows to store: trimmed, empty rows dropped. */
export function writePayrollTaxRates(rows: readonly Partial<PayrollTaxRate>[] | undefined): StoredPayrollTaxRate[] {
  return (rows ?? []).flatMap((row) => {
    const name = (row.name ?? '').trim();
    const rate = (row.rate ?? '').trim();
    const agency = (row.agency ?? '').trim();
    if (name === '' && rate === '') return [];
    return [{ name, rate, paid_by: row.paid_by === 'employee' ? 'employee' : 'employer', kind: row.kind === 'benefit' ? 'benefit' : 'tax', ...(agency ? { agency } : {}) }];
  });
}
