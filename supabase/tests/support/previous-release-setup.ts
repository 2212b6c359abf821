// Vitest global setup of the upgraded run (vitest.upgraded.config.ts), before the backend's: writes
// the previous release's migrations to a folder and names it in MB_TEST_TEMPLATE_UPGRADED_FROM, so
// the run's template is an installation of that release upgraded in place.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPGRADED_FROM_VARIABLE } from '@missionbase/backend/test/template-database';
import { previousReleaseMigrations } from './previous-release.ts';

export default function setup(): () => void {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mb-previous-release-'));
  const dir = path.join(root, 'migrations');
  mkdirSync(dir);
  for (const { file, sql } of previousReleaseMigrations()) writeFileSync(path.join(dir, file), sql);
  process.env[UPGRADED_FROM_VARIABLE] = dir;
  return () => rmSync(root, { recursive: true, force: true });
}
