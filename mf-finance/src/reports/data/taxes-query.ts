// report_taxes: Form 990 Part VIII and Part IX (by function) of a period from the ledger and the
// editable account mapping, the 1099 vendors' payments in the calendar year, and payroll taxes. Read with
// zod/mini (a few KiB), not zod: a report's cold load carries no form library (issue 21 point 2).
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import * as z from 'zod/mini';
import { reportTableSchema } from '../shared/report-table';
import { reportKeys } from './keys';

const money = z.union([z.number(), z.string()]);

export const taxesSchema = z.object({
  from: z.string(),
  to: z.string(),
  part_viii: reportTableSchema,
  part_ix: reportTableSchema,
  vendors_1099: z.object({
    year: z.number(),
    threshold: money,
    rows: z.array(z.object({ vendor_id: z.string(), name: z.string(), tax_id: z.nullable(z.string()), payments: z.number(), total: money, reportable: z.boolean() })),
    total: money,
    reportable_total: money,
  }),
  payroll: z.object({
    rows: z.array(z.object({
      run_id: z.string(), pay_date: z.string(), period_start: z.string(), period_end: z.string(), status: z.string(),
      gross: money, employee_taxes: money, employer_taxes: money, total_taxes: money,
    })),
    gross: money,
    employee_taxes: money,
    employer_taxes: money,
    total_taxes: money,
    accrued_account_id: z.nullable(z.string()),
    accrued_liabilities: z.nullable(money),
  }),
});

export type TaxesReport = z.infer<typeof taxesSchema>;

export interface TaxesArgs {
  period: DateRange;
  compare: DateRange | null;
}

export async function fetchTaxes(organizationId: string, args: TaxesArgs): Promise<TaxesReport> {
  const { data, error } = await getSupabase().rpc('report_taxes', {
    p_organization_id: organizationId,
    p_from: args.period.from,
    p_to: args.period.to,
    ...(args.compare ? { p_compare_from: args.compare.from, p_compare_to: args.compare.to } : {}),
  });
  if (error) throw error;
  return taxesSchema.parse(data);
}

export function useTaxes(args: TaxesArgs) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'taxes', args),
    queryFn: () => fetchTaxes(organizationId ?? '', args),
    enabled: organizationId !== null,
  });
}
