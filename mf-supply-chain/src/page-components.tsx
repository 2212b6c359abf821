// The supply chain pages that have been built, keyed by their manifest path; every other page of
// the area shows its placeholder frame. Adding a page's screen is one line here, e.g.
// `'/app/supply-chain/inventory': () => import('./inventory/InventoryPage'),` (lazy, so each screen
// is its own chunk). A component renders at `<path>/*` and may hold nested routes.
// The same table gives each page's preload: the shell's sidebar calls `preloadPage` (exported by
// routes.tsx) on hover or focus, so the page's chunk is in before the click.
import { lazy } from 'react';
import { lazyPageComponents, pagePreloader, type PageLoaders } from '@missionbase/app-config/page-loaders';

/** Each built page's code, keyed by its manifest path. */
export const PAGE_LOADERS: PageLoaders = {
  '/app/supply-chain/purchase-requests': () => import('./purchase-requests/PurchaseRequestsPage'),
  '/app/supply-chain/purchase-orders': () => import('./purchase-orders/PurchaseOrdersPage'),
  '/app/supply-chain/inventory': () => import('./inventory/InventoryPage'),
};

export const PAGE_COMPONENTS = lazyPageComponents(PAGE_LOADERS, lazy);

export const preloadPage = pagePreloader(PAGE_LOADERS);
