// The supply chain pages that have been built, keyed by their manifest path; every other page of
// the area shows its placeholder frame. Adding a page's screen is one line here, e.g.
// `'/app/supply-chain/inventory': lazy(() => import('./inventory/InventoryPage')),` (lazy, so each screen is its
// own chunk). A component renders at `<path>/*` and may hold nested routes.
import { lazy } from 'react';
import type { PageComponents } from '@missionbase/app-config/page-components';

export const PAGE_COMPONENTS: PageComponents = {
  '/app/supply-chain/purchase-requests': lazy(() => import('./purchase-requests/PurchaseRequestsPage')),
  '/app/supply-chain/purchase-orders': lazy(() => import('./purchase-orders/PurchaseOrdersPage')),
  '/app/supply-chain/inventory': lazy(() => import('./inventory/InventoryPage')),
};
