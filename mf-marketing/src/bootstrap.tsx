// Starts the public site alone in its harness (`pnpm --filter @missionbase/mf-marketing dev`).
import { startMarketingStandalone } from './standalone';

void startMarketingStandalone();
