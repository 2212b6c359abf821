// Makes sure Debian's Chromium is at /usr/bin/chromium before the end-to-end tests run: installs the
// `chromium` apt package when it is missing (CI runs as root), then checks that the binary starts.
// Playwright never downloads a browser here: the network only reaches npm and Debian.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo'];
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium package with apt-get.`);
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update']);
  apt(['install', '-y', 'chromium']);
}

function version() {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`${CHROMIUM_PATH} --version failed: ${result.error?.message ?? result.stderr}`);
  }
  return result.stdout.trim();
}

try {
  if (!existsSync(CHROMIUM_PATH)) install();
  console.log(`Using ${version()} at ${CHROMIUM_PATH}`);
} catch (error) {
  console.error(`Could not provide Chromium at ${CHROMIUM_PATH}: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Install it by hand with: apt-get update && apt-get install -y chromium');
  process.exit(1);
}
