// The browser of the e2e suite is Debian's chromium; nothing downloads a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.SIMDESK_CHROMIUM ?? '/usr/bin/chromium';

/** How the e2e suite and the screenshot script launch it: no sandbox in a container, no calls home. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Debian's CJK fonts: Chinese in screenshots, and the ID-card specimens the real-name tests draw. */
const cjkFontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** Installs Debian's chromium and CJK fonts when either is missing. */
export function ensureChromium(log = console.log) {
  if (existsSync(chromiumPath) && existsSync(cjkFontPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  log(
    `chromium or its CJK fonts not found: installing Debian's chromium and fonts-noto-cjk (about a minute)`,
  );
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    const result = spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0)
      throw new Error(`${args.join(' ')} failed: install chromium by hand (apt-get install -y chromium)`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']);
}
