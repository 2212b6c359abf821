// The plan catalogue (starter, growth, scale): names, limits, features and prices in cents, each
// price stated once; and the payment provider's price identifier for each plan and billing cycle.

export const PLAN_IDS = ['starter', 'growth', 'scale'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

export interface PlanLimits {
  /** Signed-in users; null means no limit. */
  users: number | null;
  /** Funds (restricted and unrestricted) tracked separately; null means no limit. */
  funds: number | null;
  /** Active projects; null means no limit. */
  projects: number | null;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Who the plan is for, in one line. */
  audience: string;
  limits: PlanLimits;
  features: readonly string[];
  /** Price of one month, billed monthly. */
  monthlyPriceCents: number;
  /** Price of one year, billed yearly (always less than twelve monthly payments). */
  yearlyPriceCents: number;
  /** The plan the pricing page recommends. */
  recommended: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    audience: 'For small nonprofits with one or two people keeping the books.',
    limits: { users: 3, funds: 5, projects: 5 },
    features: [
      'Fund accounting with restricted and unrestricted funds',
      'Transactions with bank CSV import and CSV, Excel and PDF export',
      'Chart of accounts and journal entries',
      'Dashboard of cash, net assets, revenue and expenses',
      'E-mail support',
    ],
    monthlyPriceCents: 2900,
    yearlyPriceCents: 29000,
    recommended: false,
  },
  {
    id: 'growth',
    name: 'Growth',
    audience: 'For growing organizations with grants, programs and staff.',
    limits: { users: 15, funds: 25, projects: 50 },
    features: [
      'Everything in Starter',
      'More users, funds and projects',
      'Team invitations with owner, admin, member and viewer roles',
      'Period lock to protect closed books',
      'Priority support',
    ],
    monthlyPriceCents: 7900,
    yearlyPriceCents: 79000,
    recommended: true,
  },
  {
    id: 'scale',
    name: 'Scale',
    audience: 'For multi-site nonprofits and federations that need control.',
    limits: { users: null, funds: null, projects: null },
    features: [
      'Everything in Growth',
      'Unlimited users, funds and projects',
      'Several organizations under one login',
      'Audit log of every change',
      'Phone and priority support',
    ],
    monthlyPriceCents: 19900,
    yearlyPriceCents: 199000,
    recommended: false,
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`PLAN_UNKNOWN: ${id}`);
  return plan;
}

/** What one billing period costs on the given cycle. */
export function priceForCycle(plan: Plan, cycle: BillingCycle): number {
  return cycle === 'yearly' ? plan.yearlyPriceCents : plan.monthlyPriceCents;
}

/** The yearly price spread over twelve months, rounded down to whole cents (shown as "per month"). */
export function monthlyEquivalentCents(plan: Plan, cycle: BillingCycle): number {
  return cycle === 'yearly' ? Math.floor(plan.yearlyPriceCents / 12) : plan.monthlyPriceCents;
}

/** What a year costs less when paid yearly. */
export function yearlySavingsCents(plan: Plan): number {
  return plan.monthlyPriceCents * 12 - plan.yearlyPriceCents;
}

/** Configuration key of a price identifier, e.g. MB_PRICE_GROWTH_YEARLY. */
export function priceIdConfigKey(plan: PlanId, cycle: BillingCycle): string {
  return `MB_PRICE_${plan.toUpperCase()}_${cycle.toUpperCase()}`;
}

/** The identifier used when configuration names none (the local test provider knows these). */
export function defaultPriceId(plan: PlanId, cycle: BillingCycle): string {
  return `price_missionbase_${plan}_${cycle}`;
}

/**
 * The payment provider's price identifier for a plan and cycle, read from configuration (for
 * example the environment of a function, or a runtime config object), else the default.
 */
export function providerPriceId(plan: PlanId, cycle: BillingCycle, config: Readonly<Record<string, string | undefined>> = {}): string {
  const configured = config[priceIdConfigKey(plan, cycle)]?.trim();
  return configured && configured.length > 0 ? configured : defaultPriceId(plan, cycle);
}

/** Every plan and cycle with its price identifier. */
export function providerPriceIds(config: Readonly<Record<string, string | undefined>> = {}): Record<PlanId, Record<BillingCycle, string>> {
  const table = {} as Record<PlanId, Record<BillingCycle, string>>;
  for (const plan of PLAN_IDS) {
    table[plan] = { monthly: providerPriceId(plan, 'monthly', config), yearly: providerPriceId(plan, 'yearly', config) };
  }
  return table;
}

/** The plan and cycle a price identifier stands for (the webhook reads a price, not a plan). */
export function planForPriceId(priceId: string, config: Readonly<Record<string, string | undefined>> = {}): { plan: PlanId; cycle: BillingCycle } | null {
  for (const plan of PLAN_IDS) {
    for (const cycle of BILLING_CYCLES) {
      if (providerPriceId(plan, cycle, config) === priceId) return { plan, cycle };
    }
  }
  return null;
}

/** The sign-up link that starts checkout for a plan and cycle right after the account exists. */
export function checkoutSignupPath(plan: PlanId, cycle: BillingCycle): string {
  return `/signup?checkout=true&plan=${plan}&cycle=${cycle}`;
}
