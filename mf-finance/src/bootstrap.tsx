// Starts the finance remote alone in its harness (`pnpm --filter @missionbase/mf-finance dev`).
import { startFinanceStandalone } from './standalone';

void startFinanceStandalone();
