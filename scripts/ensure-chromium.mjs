// Finds the Chromium the end-to-end tests drive. Playwright cannot download its own browser
// here, so we use Debian's: installed with apt-get when we are root, otherwise we say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = () => candidates.find((p) => existsSync(p));

if (!found()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'No Chromium found for the end-to-end tests.\n' +
        '  Install it:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  or point CHROMIUM_PATH at a Chromium/Chrome binary.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );
  if (!found()) {
    console.error('apt-get finished but no chromium binary was found; set CHROMIUM_PATH.');
    process.exit(1);
  }
}
console.log(`Chromium: ${found()}`);
