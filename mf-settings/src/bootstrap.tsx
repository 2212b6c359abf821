// Starts the settings remote alone in its harness (`pnpm --filter @missionbase/mf-settings dev`).
import { startSettingsStandalone } from './standalone';

void startSettingsStandalone();
