// Browser tests drive Debian's Chromium through playwright-core; a browser download is impossible here.
// Find it, or install it from Debian's packages when we are allowed to (root on a CI/dev machine).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const found = candidates.find((path) => path && existsSync(path));
if (found) {
  console.log(`chromium: ${found}`);
  process.exit(0);
}
if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  console.error('Chromium is missing. Install it with: sudo apt-get install -y chromium');
  process.exit(1);
}
console.log('chromium: not found, installing Debian package "chromium"…');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null',
  {
    stdio: 'inherit',
  },
);
