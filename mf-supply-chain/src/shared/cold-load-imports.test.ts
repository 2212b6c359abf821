// What a supply chain page's cold load imports (issue 21 point 2): following the static imports from each
// page's module (page-components.tsx), no drawer, modal or dialog module is reached (they load when
// first opened, through lazyPanel, and record pages are lazy nested routes), neither is zod (it comes
// with the drawers' forms), nor a design system entry the page does not show at first.
import { fileURLToPath } from 'node:url';
import { describeColdLoad, rulesFromTable } from '@missionbase/app-config/cold-load-suite';

/** The entries of @missionbase/ui each page's cold load must not import (what it shows needs none of them). */
const NOT_AT_FIRST: Readonly<Record<string, readonly string[]>> = {
  '/app/supply-chain/purchase-requests': ['@missionbase/ui/display', '@missionbase/ui/export', '@missionbase/ui/forms', '@missionbase/ui/pickers'],
  '/app/supply-chain/purchase-orders': ['@missionbase/ui/display', '@missionbase/ui/export', '@missionbase/ui/forms', '@missionbase/ui/pickers'],
  '/app/supply-chain/inventory': ['@missionbase/ui/display', '@missionbase/ui/export', '@missionbase/ui/pickers'],
};

describeColdLoad('a supply chain', fileURLToPath(new URL('..', import.meta.url)), rulesFromTable(NOT_AT_FIRST));
