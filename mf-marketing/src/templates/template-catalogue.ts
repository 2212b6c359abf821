// The templates nonprofits buy from us: products with variants, prices in cents (a sale price when
// one runs) and, for physical goods and seats, stock.
import type { CartProduct, CartVariant } from '@missionbase/domain/cart';

export interface TemplateProduct extends CartProduct {
  description: string;
  format: string;
  variants: readonly CartVariant[];
}

function digital(id: string, title: string, price: number, sale: number | null = null): CartVariant {
  return { id, title, manage_inventory: false, inventory_quantity: 0, price_in_cents: price, sale_price_in_cents: sale };
}

function stocked(id: string, title: string, price: number, stock: number, sale: number | null = null): CartVariant {
  return { id, title, manage_inventory: true, inventory_quantity: stock, price_in_cents: price, sale_price_in_cents: sale };
}

export const TEMPLATE_PRODUCTS: readonly TemplateProduct[] = [
  {
    id: 'annual-budget-workbook',
    title: 'Annual Budget Workbook',
    description: 'A month-by-month operating budget by program and fund, with a board summary page and notes on building a realistic revenue forecast.',
    format: 'Spreadsheet and Missionbase budget import',
    variants: [digital('abw-single', 'Single organization', 4900, 3900), digital('abw-multi', 'Multi-site, up to 5 sites', 9900)],
  },
  {
    id: 'grant-report-pack',
    title: 'Grant Report Pack',
    description: 'Budget-to-actual and narrative report templates that match what community foundations and federal agencies ask for.',
    format: 'Documents and report presets',
    variants: [digital('grp-foundation', 'Foundation grants', 5900, 4500), digital('grp-federal', 'Federal grants (Uniform Guidance)', 7900)],
  },
  {
    id: 'board-policy-bundle',
    title: 'Board Policy Bundle',
    description: 'Twelve financial policies reviewed by nonprofit attorneys: gift acceptance, expense reimbursement, whistleblower, document retention and more.',
    format: 'Editable documents; printed binder ships in 5 business days',
    variants: [digital('bpb-digital', 'Digital download', 12900), stocked('bpb-binder', 'Printed binder', 17900, 3)],
  },
  {
    id: 'chart-of-accounts-kit',
    title: 'Chart of Accounts Starter Kit',
    description: 'A chart of accounts tailored to your kind of nonprofit, mapped to Form 990 lines and ready to import into Missionbase.',
    format: 'Missionbase import file',
    variants: [digital('coa-food', 'Food banks and pantries', 2900), digital('coa-youth', 'Youth and education', 2900), digital('coa-health', 'Community health clinics', 2900)],
  },
  {
    id: 'year-end-close-workshop',
    title: 'Year-End Close Workshop',
    description: 'A live, three-hour online workshop with a CPA: accruals, releases from restriction, audit preparation. Seats are limited.',
    format: 'Live online session, recording included',
    variants: [stocked('yec-seat', 'One seat, December 9', 14900, 12, 11900)],
  },
];
