// The donation drawer's form: its values, the zod schema (issue paths are the Form.Item names) and
// the row written to public.donations. The restriction is the chosen fund's (a gift into a donor-
// restricted fund is restricted); the database refuses a mismatch anyway.
import { z } from 'zod';
import { amountInputError } from '@missionbase/domain/transaction-form';
import { DONATION_METHODS } from './donation-labels';
import type { DonationMethod } from './donation-labels';

export type Restriction = 'without_donor_restrictions' | 'with_donor_restrictions';

export const donationFormSchema = z
  .object({
    donationDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the gift.'),
    donorMode: z.enum(['existing', 'new']),
    donorId: z.string().nullable(),
    donorName: z.string().trim().max(200, 'A donor name has at most 200 characters.'),
    donorEmail: z.string().trim().max(320),
    donorPostalCode: z.string().trim().max(20, 'A postal code has at most 20 characters.'),
    amount: z.string(),
    method: z.enum(DONATION_METHODS),
    checkNumber: z.string().trim().max(40, 'A check number has at most 40 characters.'),
    inKindDescription: z.string().trim().max(500, 'The description has at most 500 characters.'),
    fundId: z.string().nullable(),
    /** The Assets account the gift is deposited to; null = the default for its method (cash, Inventory for goods). */
    depositAccountId: z.string().nullable(),
    /** The Revenue account credited; null = the default (Contributions, Grants, In-kind Contributions). */
    revenueAccountId: z.string().nullable(),
    projectId: z.string().nullable(),
    campaign: z.string().trim().max(200),
    notes: z.string().trim().max(2000),
    /** The pledge the gift pays (collects Pledges Receivable instead of new revenue), or null. */
    pledgeId: z.string().nullable(),
    /** The fair value of goods or services the donor received in exchange ('' = none). */
    goodsValue: z.string(),
    goodsDescription: z.string().trim().max(500, 'The description has at most 500 characters.'),
  })
  .superRefine((values, context) => {
    if (values.donorMode === 'existing' && !values.donorId) {
      context.addIssue({ code: 'custom', path: ['donorId'], message: 'Choose the donor, or add a new one.' });
    }
    if (values.donorMode === 'new' && values.donorName.length === 0) {
      context.addIssue({ code: 'custom', path: ['donorName'], message: "Enter the new donor's name." });
    }
    if (values.donorMode === 'new' && values.donorEmail.length > 0 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.donorEmail)) {
      context.addIssue({ code: 'custom', path: ['donorEmail'], message: 'Enter an e-mail address such as name@example.org.' });
    }
    const amountProblem = amountInputError(values.amount) ?? (Number(values.amount) > 0 ? null : 'Enter an amount greater than 0.');
    if (amountProblem) context.addIssue({ code: 'custom', path: ['amount'], message: amountProblem });
    if (values.method === 'in_kind' && values.inKindDescription.length === 0) {
      context.addIssue({ code: 'custom', path: ['inKindDescription'], message: 'Describe the goods or services given.' });
    }
    if (values.pledgeId && values.method === 'in_kind') {
      context.addIssue({ code: 'custom', path: ['pledgeId'], message: 'A payment on a pledge is money or stock, not an in-kind gift.' });
    }
    if (values.goodsValue.trim() !== '') {
      const goodsProblem = amountInputError(values.goodsValue);
      if (goodsProblem) context.addIssue({ code: 'custom', path: ['goodsValue'], message: goodsProblem });
      else if (Number(values.goodsValue) > Number(values.amount)) {
        context.addIssue({ code: 'custom', path: ['goodsValue'], message: 'What the donor received cannot be worth more than the gift.' });
      } else if (Number(values.goodsValue) > 0 && values.goodsDescription.length === 0) {
        context.addIssue({ code: 'custom', path: ['goodsDescription'], message: 'Describe what the donor received (it is printed on the receipt).' });
      }
    }
  });

export type DonationFormValues = z.input<typeof donationFormSchema>;
export type DonationFormOutput = z.output<typeof donationFormSchema>;

export function newDonationValues(today: string): DonationFormValues {
  return {
    donationDate: today,
    donorMode: 'existing',
    donorId: null,
    donorName: '',
    donorEmail: '',
    donorPostalCode: '',
    amount: '',
    method: 'check',
    checkNumber: '',
    inKindDescription: '',
    fundId: null,
    depositAccountId: null,
    revenueAccountId: null,
    projectId: null,
    campaign: '',
    notes: '',
    pledgeId: null,
    goodsValue: '',
    goodsDescription: '',
  };
}

/** What the drawer shows of a saved donation. */
/** A gift as search_donations declares it (every attribute may be null): the form's defaults fill the gaps. */
export interface DonationLike {
  donation_date: string | null;
  donor_id: string | null;
  donor_name: string | null;
  amount: string | number | null;
  method: string | null;
  check_number: string | null;
  in_kind_description: string | null;
  fund_id: string | null;
  project_id: string | null;
  campaign: string | null;
  notes: string | null;
  pledge_id?: string | null;
  deposit_account_id?: string | null;
  revenue_account_id?: string | null;
  goods_services_value?: string | number | null;
  goods_services_description?: string | null;
}

function isMethod(value: string | null): value is DonationMethod {
  return value !== null && (DONATION_METHODS as readonly string[]).includes(value);
}

export function donationValuesOf(donation: DonationLike): DonationFormValues {
  return {
    donationDate: donation.donation_date ?? '',
    // A gift recorded without a donor record (imported, or its donor deleted) keeps its name.
    donorMode: donation.donor_id ? 'existing' : 'new',
    donorId: donation.donor_id,
    donorName: donation.donor_id ? '' : (donation.donor_name ?? ''),
    donorEmail: '',
    donorPostalCode: '',
    // The table API answers numeric as a JSON number (77): the form shows money with its cents.
    amount: typeof donation.amount === 'number' ? donation.amount.toFixed(2) : (donation.amount ?? ''),
    method: isMethod(donation.method) ? donation.method : 'other',
    checkNumber: donation.check_number ?? '',
    inKindDescription: donation.in_kind_description ?? '',
    fundId: donation.fund_id,
    depositAccountId: donation.deposit_account_id ?? null,
    revenueAccountId: donation.revenue_account_id ?? null,
    projectId: donation.project_id,
    campaign: donation.campaign ?? '',
    notes: donation.notes ?? '',
    pledgeId: donation.pledge_id ?? null,
    goodsValue: donation.goods_services_value === null || donation.goods_services_value === undefined ? '' : Number(donation.goods_services_value).toFixed(2),
    goodsDescription: donation.goods_services_description ?? '',
  };
}

/** The columns written to public.donations (the donor is resolved by the caller). */
export interface DonationWrite {
  donation_date: string;
  donor_id: string | null;
  donor_name: string;
  amount: string;
  method: DonationMethod;
  check_number: string | null;
  in_kind_description: string | null;
  fund_id: string | null;
  deposit_account_id: string | null;
  revenue_account_id: string | null;
  restriction: Restriction;
  project_id: string | null;
  campaign: string | null;
  notes: string | null;
  pledge_id: string | null;
  goods_services_value: string | null;
  goods_services_description: string | null;
}

export function donationWriteOf(values: DonationFormOutput, donor: { id: string | null; name: string }, fundRestriction: Restriction | null): DonationWrite {
  return {
    donation_date: values.donationDate,
    donor_id: donor.id,
    donor_name: donor.name,
    amount: values.amount,
    method: values.method,
    check_number: values.method === 'check' ? values.checkNumber || null : null,
    in_kind_description: values.method === 'in_kind' ? values.inKindDescription || null : null,
    fund_id: values.fundId,
    // Empty: the database takes the method's default accounts and records them.
    deposit_account_id: values.depositAccountId,
    // A payment on a pledge collects the receivable: no revenue account.
    revenue_account_id: values.donorMode === 'existing' && values.pledgeId ? null : values.revenueAccountId,
    // No fund: the database puts an unrestricted gift in the general fund.
    restriction: fundRestriction ?? 'without_donor_restrictions',
    project_id: values.projectId,
    campaign: values.campaign || null,
    notes: values.notes || null,
    // Only an existing donor can have pledged; the database puts the gift in the pledge's fund.
    pledge_id: values.donorMode === 'existing' ? values.pledgeId : null,
    goods_services_value: values.goodsValue.trim() === '' || Number(values.goodsValue) === 0 ? null : values.goodsValue.trim(),
    goods_services_description: values.goodsValue.trim() === '' || Number(values.goodsValue) === 0 ? null : values.goodsDescription || null,
  };
}
