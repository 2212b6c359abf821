// Makes sure the Debian programs the end-to-end tests use are there before they run: Chromium's
// headless shell at /usr/bin/chromium-headless-shell (the browser the specs run in: the same Chromium
// without the desktop browser around it, as Playwright uses for headless runs), Chromium at
// /usr/bin/chromium (`pnpm bench`, and the specs with MB_E2E_CHROMIUM=/usr/bin/chromium) and hledger
// (reads the organization export's journal). Missing ones are installed with apt-get (CI runs as
// root), then each is checked to start.
// Playwright never downloads a browser here: the network only reaches npm and Debian.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const TOOLS = [
  { path: CHROMIUM_PATH, aptPackage: 'chromium' },
  { path: CHROMIUM_HEADLESS_SHELL_PATH, aptPackage: 'chromium-headless-shell' },
  { path: '/usr/bin/hledger', aptPackage: 'hledger' },
];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function install(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  console.log(`Missing: ${packages.join(', ')}: installing Debian's packages with apt-get.`);
  const apt = (args) => (isRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...packages]);
}

function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(`${path} --version failed: ${result.error?.message ?? result.stderr}`);
  return result.stdout.trim().split('\n')[0];
}

try {
  const missing = TOOLS.filter((tool) => !existsSync(tool.path));
  if (missing.length > 0) install(missing.map((tool) => tool.aptPackage));
  for (const tool of TOOLS) console.log(`Using ${version(tool.path)} at ${tool.path}`);
} catch (error) {
  console.error(`Could not provide the end-to-end tools: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`Install them by hand with: apt-get update && apt-get install -y ${TOOLS.map((tool) => tool.aptPackage).join(' ')}`);
  process.exit(1);
}
