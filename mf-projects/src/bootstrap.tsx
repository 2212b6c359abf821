// Starts the projects remote alone in its harness (`pnpm --filter @missionbase/mf-projects dev`).
import { startProjectsStandalone } from './standalone';

void startProjectsStandalone();
