// Inventory (/app/supply-chain/inventory, issue 18 point 4): the items list, and each item's own
// page with its adjustments and movement history at /app/supply-chain/inventory/<id>.
import { Route, Routes } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { ItemDetailPage } from './components/ItemDetailPage';
import { ItemsList } from './components/ItemsList';

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
      <Route path=":itemId" element={<ItemDetailPage />} />
    </Routes>
  );
}

export default InventoryPage;
