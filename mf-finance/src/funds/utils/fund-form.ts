// The fund drawer's values, their zod schema (the rules create_fund / update_fund check in the
// database) and the RPC arguments.
import { z } from 'zod';
import { RESTRICTIONS } from './fund-labels';

export const fundFormSchema = z.object({
  name: z.string().trim().min(1, 'A fund needs a name').max(200, 'At most 200 characters'),
  code: z.string().trim().max(20, 'At most 20 characters'),
  restriction: z.enum(RESTRICTIONS, { message: 'Choose a restriction' }),
  purpose: z.string().max(500, 'At most 500 characters'),
  description: z.string().max(2000, 'At most 2,000 characters'),
  isActive: z.boolean(),
});

export type FundFormValues = z.infer<typeof fundFormSchema>;

export const NEW_FUND_VALUES: FundFormValues = {
  name: '',
  code: '',
  restriction: 'without_donor_restrictions',
  purpose: '',
  description: '',
  isActive: true,
};

/** A fund as the RPCs declare it (every attribute may be null): the form's defaults fill the gaps. */
export interface FundLike {
  name: string | null;
  code: string | null;
  restriction: string | null;
  purpose: string | null;
  description: string | null;
  is_active: boolean | null;
}

export function fundValuesOf(fund: FundLike): FundFormValues {
  return {
    name: fund.name ?? '',
    code: fund.code ?? '',
    restriction: fund.restriction === 'with_donor_restrictions' ? 'with_donor_restrictions' : 'without_donor_restrictions',
    purpose: fund.purpose ?? '',
    description: fund.description ?? '',
    // A fund is active unless it says otherwise (the table's default).
    isActive: fund.is_active ?? true,
  };
}

export interface FundRpcArgs {
  p_name: string;
  p_restriction: string;
  p_code?: string;
  p_purpose?: string;
  p_description?: string;
}

/** Arguments shared by create_fund and update_fund; an empty optional is left out (null). */
export function fundRpcArgs(values: FundFormValues): FundRpcArgs {
  const code = values.code.trim();
  const purpose = values.purpose.trim();
  const description = values.description.trim();
  return {
    p_name: values.name.trim(),
    p_restriction: values.restriction,
    ...(code ? { p_code: code } : {}),
    ...(purpose ? { p_purpose: purpose } : {}),
    ...(description ? { p_description: description } : {}),
  };
}
