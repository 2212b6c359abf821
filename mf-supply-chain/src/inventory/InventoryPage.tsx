// Inventory (/app/supply-chain/inventory): the items list, and each item's own
// page with its adjustments and movement history at /app/supply-chain/inventory/<id>.
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@missionbase/router';
import { PageFrame, Skeleton } from '@missionbase/ui';
import { ItemsList } from './components/ItemsList';

// The record's own page is its own chunk:
// the list's cold load skips its movement history and drawers.
const ItemDetailPage = lazy(() => import('./components/ItemDetailPage').then((module) => ({ default: module.ItemDetailPage })));

const recordLoading = <PageFrame title="Inventory item"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;

function InventoryIndex() {
  return (
    <PageFrame title="Inventory" description="Items in stock, their quantities and value at moving-average cost. Every receipt and adjustment posts to the ledger.">
      <ItemsList />
    </PageFrame>
  );
}

export function InventoryPage() {
  return (
    <Routes>
      <Route index element={<InventoryIndex />} />
      <Route path=":itemId" element={<Suspense fallback={recordLoading}><ItemDetailPage /></Suspense>} />
    </Routes>
  );
}

export default InventoryPage;
