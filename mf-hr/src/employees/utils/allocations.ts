// The allocation editor's rows and its running total. Percentages are kept in hundredths (integer)
// so 33.33 + 33.33 + 33.34 is exactly 100; the database checks the total again at commit.
export type AllocationFunction = 'program' | 'management_general' | 'fundraising';

export interface AllocationDraft {
  key: string;
  projectId: string | null;
  function: AllocationFunction;
  fundId: string | null;
  percent: string;
}

export const FUNCTION_LABELS: Record<AllocationFunction, string> = {
  program: 'Program services',
  management_general: 'Management and general',
  fundraising: 'Fundraising',
};

/** A percent typed by the user in hundredths, or null when it is not a number from 0.01 to 100. */
export function percentHundredths(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value > 0 && value <= 10000 ? value : null;
}

export interface AllocationCheck {
  /** The running total in hundredths of a percent (rows that are not numbers count 0). */
  totalHundredths: number;
  /** Why the rows cannot be saved, in words; null when they can. */
  problem: string | null;
}

export function formatPercent(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  return fraction === 0 ? `${whole}%` : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
}

export function checkAllocations(rows: readonly AllocationDraft[]): AllocationCheck {
  let total = 0;
  let invalid = false;
  for (const row of rows) {
    const value = percentHundredths(row.percent);
    if (value === null) invalid = true;
    else total += value;
  }
  if (invalid) return { totalHundredths: total, problem: 'Each share is a percent from 0.01 to 100.' };
  if (rows.length > 0 && total !== 10000) {
    return { totalHundredths: total, problem: `The shares total ${formatPercent(total)}; they must total 100%.` };
  }
  return { totalHundredths: total, problem: null };
}

export function allocationPayload(rows: readonly AllocationDraft[]): Array<{ project_id: string | null; function: AllocationFunction; fund_id: string | null; percent: string }> {
  return rows.map((row) => ({ project_id: row.projectId, function: row.function, fund_id: row.fundId, percent: row.percent.trim() }));
}
