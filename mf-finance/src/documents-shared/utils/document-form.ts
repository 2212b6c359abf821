// The invoice / bill editor's form: the header (party, dates, terms or vendor reference, fund,
// notes) and its lines (description, quantity, rate, account, project, fund), the zod schema (issue
// paths are the Form.Item names) and the lines as save_invoice / save_bill take them. The line
// amount shown while typing is quantity x rate in whole cents; the document's total is the
// database's (the sum of its generated line amounts).
import { z } from 'zod';
import { amountInputError } from '@missionbase/domain/transaction-form';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const documentLineSchema = z.object({
  description: z.string().trim().max(500, 'A description has at most 500 characters.'),
  quantity: z.string().trim(),
  unitPrice: z.string().trim(),
  accountId: z.string().nullable(),
  projectId: z.string().nullable(),
  /** The line's fund; none: the document's fund (the database fills it in). */
  fundId: z.string().nullable(),
});

const documentFormObject = z.object({
  partyId: z.string().nullable(),
  date: z.string().regex(ISO_DATE, 'Enter the date.'),
  dueDate: z.string().regex(ISO_DATE, 'Enter the due date.'),
  terms: z.string().trim().max(60, 'Terms have at most 60 characters.'),
  reference: z.string().trim().max(100, 'A reference has at most 100 characters.'),
  fundId: z.string().nullable(),
  notes: z.string().trim().max(2000, 'Notes have at most 2000 characters.'),
  lines: z.array(documentLineSchema),
});

export interface DocumentFormRules {
  /** The lines' account as the form names it ('Revenue account'): a line without one says so. */
  accountLabel: string;
  /** False on a final document: its lines are read-only, so their account is not asked for. */
  linesEditable: boolean;
}

/**
 * The editor's schema. Every editable line names its account: a line left without one would post to
 * the Uncategorized account without anyone choosing it (QuickBooks and Aplos require it too).
 */
export function documentFormSchema({ accountLabel, linesEditable }: DocumentFormRules) {
  return documentFormObject.superRefine((values, context) => {
    if (!values.partyId) context.addIssue({ code: 'custom', path: ['partyId'], message: 'Choose who this is for.' });
    if (values.dueDate < values.date) context.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date is on or after the date.' });
    if (values.lines.length === 0) context.addIssue({ code: 'custom', path: ['lines'], message: 'Add at least one line.' });
    values.lines.forEach((line, index) => {
      const quantity = Number(line.quantity);
      if (!/^\d+(\.\d{1,2})?$/.test(line.quantity) || !(quantity > 0)) {
        context.addIssue({ code: 'custom', path: ['lines', index, 'quantity'], message: 'A quantity greater than 0.' });
      }
      const priceProblem = amountInputError(line.unitPrice);
      if (priceProblem) context.addIssue({ code: 'custom', path: ['lines', index, 'unitPrice'], message: priceProblem });
      if (linesEditable && !line.accountId) context.addIssue({ code: 'custom', path: ['lines', index, 'accountId'], message: `Choose the line's ${accountLabel.toLowerCase()}.` });
    });
  });
}

type DocumentFormSchema = ReturnType<typeof documentFormSchema>;

export type DocumentFormValues = z.input<DocumentFormSchema>;
export type DocumentFormOutput = z.output<DocumentFormSchema>;
export type DocumentLineValues = z.input<typeof documentLineSchema>;

export const EMPTY_LINE: DocumentLineValues = { description: '', quantity: '1', unitPrice: '', accountId: null, projectId: null, fundId: null };

/** Adds days to an ISO date (UTC, no time zone drift). */
export function addDaysIso(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Net 30" -> 30; anything else -> null. */
export function termsDays(terms: string): number | null {
  const match = /^net\s*(\d{1,3})$/i.exec(terms.trim());
  return match ? Number(match[1]) : terms.trim().toLowerCase() === 'due on receipt' ? 0 : null;
}

function toCents(value: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** quantity x rate rounded to the cent, as the database's generated column computes it. */
export function lineAmountCents(quantity: string, unitPrice: string): number | null {
  const q = toCents(quantity);
  const p = toCents(unitPrice);
  if (q === null || p === null) return null;
  // Both in hundredths: q * p is in ten-thousandths; round half away from zero like numeric round().
  return Math.round((q * p) / 100);
}

export interface DocumentLinePayload {
  description: string;
  quantity: string;
  unit_price: string;
  account_id: string | null;
  project_id: string | null;
  fund_id: string | null;
}

export function linesPayload(lines: DocumentFormOutput['lines']): DocumentLinePayload[] {
  return lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    account_id: line.accountId,
    project_id: line.projectId,
    fund_id: line.fundId,
  }));
}

/** A saved line as get_invoice / get_bill declare it (every attribute may be null): the form's defaults fill the gaps. */
export interface SavedLine {
  description: string | null;
  quantity: string | null;
  unit_price: string | null;
  account_id: string | null;
  project_id: string | null;
  fund_id: string | null;
}

export function lineValuesOf(line: SavedLine): DocumentLineValues {
  return {
    description: line.description ?? '',
    quantity: String(Number(line.quantity ?? 0)),
    unitPrice: line.unit_price ?? '',
    accountId: line.account_id,
    projectId: line.project_id,
    fundId: line.fund_id,
  };
}
