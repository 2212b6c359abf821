// Exposed as `mf_supply_chain/routes`: the supply chain area's routes, relative to /app, rendered inside the
// shell's router (or the isolated root's own router when mounted through the lifecycles).
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFrame } from '@missionbase/ui';
import { SessionProbe } from '@missionbase/session';
import { SUPPLY_CHAIN_PAGES } from './supply-chain-pages';

export default function SupplyChainRoutes() {
  return (
    <div data-remote="mf_supply_chain">
      <SessionProbe owner="mf_supply_chain" />
      <Routes>
        <Route index element={<Navigate to="/app/supply-chain/purchase-requests" replace />} />
        {SUPPLY_CHAIN_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<PageFrame title={page.title} description={page.description} />} />
        ))}
        <Route path="*" element={<Navigate to="/app" replace />} />
      </Routes>
    </div>
  );
}
