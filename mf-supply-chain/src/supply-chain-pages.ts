// The supply chain area's pages (paths relative to /app) and what each will hold. Frames for now:
// their content comes with the supply chain issue.
import { pageTitleFromPath } from '@missionbase/domain/page-title';

export interface AreaPage {
  path: string;
  title: string;
  description: string;
}

function page(path: string, description: string): AreaPage {
  return { path, title: pageTitleFromPath(`/app/${path}`) ?? path, description };
}

export const SUPPLY_CHAIN_PAGES: readonly AreaPage[] = [
  page('supply-chain/purchase-requests', 'Requests to buy, and who approved them.'),
  page('supply-chain/purchase-orders', 'Orders sent to vendors and what was received.'),
  page('supply-chain/inventory', 'Items in stock, their quantities and value.'),
];

export const SUPPLY_CHAIN_LINKS = [
  { label: 'Purchase Requests', to: '/app/supply-chain/purchase-requests' },
  { label: 'Purchase Orders', to: '/app/supply-chain/purchase-orders' },
  { label: 'Inventory', to: '/app/supply-chain/inventory' },
];
