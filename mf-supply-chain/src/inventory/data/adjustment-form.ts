// The inventory adjustment form: kind (count, spoilage, distribution to a program, donated
// goods in), quantity (the count, or how much went out or came in), date, reason, and the
// program's project (distributions), the fund, and the fair value per unit (donated goods).
import { z } from 'zod';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const QUANTITY = /^\d{1,10}(\.\d{1,2})?$/;

export const ADJUSTMENT_KINDS = ['distribution', 'spoilage', 'count', 'donation_in'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export const adjustmentFormSchema = z.object({
  kind: z.enum(ADJUSTMENT_KINDS),
  quantity: z.string().trim().regex(QUANTITY, 'Enter a quantity like 12 or 2.5'),
  date: z.string({ error: 'Enter the date' }).min(1, 'Enter the date'),
  reason: z.string().trim().min(1, 'Give the reason for the adjustment').max(1000),
  projectId: z.string().nullable(),
  fundId: z.string().nullable(),
  unitCost: z.string().trim(),
}).superRefine((values, context) => {
  if (values.kind !== 'count' && Number(values.quantity) <= 0) context.addIssue({ code: 'custom', path: ['quantity'], message: 'Enter a quantity above zero' });
  if (values.kind === 'distribution' && !values.projectId) context.addIssue({ code: 'custom', path: ['projectId'], message: 'Choose the program (project) the goods went to' });
  if (values.kind === 'donation_in' && !MONEY.test(values.unitCost)) context.addIssue({ code: 'custom', path: ['unitCost'], message: 'Enter the fair value per unit, like 1.25' });
});

export type AdjustmentFormOutput = z.infer<typeof adjustmentFormSchema>;
export type AdjustmentFormValues = z.input<typeof adjustmentFormSchema>;

export const ADJUSTMENT_QUANTITY_LABELS: Readonly<Record<AdjustmentKind, string>> = {
  distribution: 'Quantity distributed',
  spoilage: 'Quantity spoiled',
  count: 'Quantity counted',
  donation_in: 'Quantity donated',
};
