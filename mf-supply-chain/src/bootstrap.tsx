// Starts the supply chain remote alone in its harness (`pnpm --filter @missionbase/mf-supply-chain dev`).
import { startSupplyChainStandalone } from './standalone';

void startSupplyChainStandalone();
