// Starts the human resources remote alone in its harness (`pnpm --filter @missionbase/mf-hr dev`).
import { startHrStandalone } from './standalone';

void startHrStandalone();
