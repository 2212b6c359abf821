// The pledge drawer's form: values, the zod schema (issue paths are the Form.Item names), the
// schedule it makes (one payment, or N instalments every month, quarter or year, split in cents
// with the remainder on the last) and what save_pledge receives.
import { z } from 'zod';
import { amountInputError } from '@missionbase/domain/transaction-form';
import { moneyToCents } from '@missionbase/domain/money';

export const FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<Frequency, string> = { monthly: 'Every month', quarterly: 'Every quarter', yearly: 'Every year' };
const MONTHS_APART: Record<Frequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export const pledgeFormSchema = z
  .object({
    donorId: z.string().nullable(),
    pledgeDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the pledge was made.'),
    amount: z.string(),
    fundId: z.string().nullable(),
    projectId: z.string().nullable(),
    schedule: z.enum(['single', 'installments']),
    firstDueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter when the first payment is due.'),
    count: z.number().int('Enter a whole number of instalments.').min(2, 'Instalments are at least 2 payments.').max(120, 'At most 120 instalments.'),
    frequency: z.enum(FREQUENCIES),
    campaign: z.string().trim().max(200),
    notes: z.string().trim().max(2000),
  })
  .superRefine((values, context) => {
    if (!values.donorId) context.addIssue({ code: 'custom', path: ['donorId'], message: 'Choose the donor who pledged.' });
    const amountProblem = amountInputError(values.amount) ?? (Number(values.amount) > 0 ? null : 'Enter an amount greater than 0.');
    if (amountProblem) context.addIssue({ code: 'custom', path: ['amount'], message: amountProblem });
  });

export type PledgeFormValues = z.input<typeof pledgeFormSchema>;
export type PledgeFormOutput = z.output<typeof pledgeFormSchema>;

/** A type alias (not an interface) so it is assignable to the RPC's Json argument. */
export type ScheduledPayment = {
  due_date: string;
  amount: string;
};

export interface PledgeWrite {
  donorId: string;
  pledgeDate: string;
  amount: string;
  fundId: string | null;
  projectId: string | null;
  campaign: string | null;
  notes: string | null;
  installments: ScheduledPayment[];
}

/** The same day `months` later, kept within the month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Equal instalments in whole cents; the last one takes the remainder, so they add up exactly. */
export function buildSchedule(amount: string, firstDueDate: string, count: number, frequency: Frequency): ScheduledPayment[] {
  const total = moneyToCents(amount);
  if (total === null || total <= 0 || count < 1) return [];
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => ({
    due_date: addMonths(firstDueDate, index * MONTHS_APART[frequency]),
    amount: centsText(index === count - 1 ? total - each * (count - 1) : each),
  }));
}

export function scheduleOf(values: PledgeFormOutput): ScheduledPayment[] {
  if (values.schedule === 'single') return buildSchedule(values.amount, values.firstDueDate, 1, 'monthly');
  return buildSchedule(values.amount, values.firstDueDate, values.count, values.frequency);
}

export function pledgeWriteOf(values: PledgeFormOutput): PledgeWrite {
  return {
    donorId: values.donorId ?? '',
    pledgeDate: values.pledgeDate,
    amount: values.amount,
    fundId: values.fundId,
    projectId: values.projectId,
    campaign: values.campaign || null,
    notes: values.notes || null,
    installments: scheduleOf(values),
  };
}

export function newPledgeValues(today: string): PledgeFormValues {
  return {
    donorId: null, pledgeDate: today, amount: '', fundId: null, projectId: null,
    schedule: 'single', firstDueDate: today, count: 4, frequency: 'quarterly', campaign: '', notes: '',
  };
}

/** The months between two dates' first days (for guessing an existing schedule's frequency). */
function monthsBetween(from: string, to: string): number {
  const [fy = 0, fm = 1] = from.split('-').map(Number);
  const [ty = 0, tm = 1] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

/** A pledge as get_pledge declares it (every attribute may be null): the form's defaults fill the gaps. */
export interface PledgeLike {
  donor_id: string | null;
  pledge_date: string | null;
  amount: string | null;
  fund_id: string | null;
  project_id: string | null;
  campaign: string | null;
  notes: string | null;
  installments: Array<{ due_date: string | null }> | null;
}

export function pledgeValuesOf(pledge: PledgeLike): PledgeFormValues {
  // Instalments without a due date are left out.
  const dates = (pledge.installments ?? []).flatMap((row) => (row.due_date === null ? [] : [row.due_date]));
  const gap = dates.length >= 2 ? monthsBetween(dates[0] ?? '', dates[1] ?? '') : 3;
  const frequency: Frequency = gap >= 12 ? 'yearly' : gap >= 3 ? 'quarterly' : 'monthly';
  return {
    donorId: pledge.donor_id,
    pledgeDate: pledge.pledge_date ?? '',
    amount: pledge.amount ?? '',
    fundId: pledge.fund_id,
    projectId: pledge.project_id,
    schedule: dates.length >= 2 ? 'installments' : 'single',
    firstDueDate: dates[0] ?? pledge.pledge_date ?? '',
    count: Math.max(dates.length, 2),
    frequency,
    campaign: pledge.campaign ?? '',
    notes: pledge.notes ?? '',
  };
}
