// `npm run bench [-- --skip-card-list] [-- --cards N]`: the bundle sizes, then the card-list benchmark at
// N cards (default 1,000,000; it starts its own PostgreSQL cluster and takes minutes).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const folder = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    'skip-card-list': { type: 'boolean', default: false },
    'skip-import': { type: 'boolean', default: false },
    cards: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
  },
});

function run(command, args) {
  const result = spawnSync(command, args, { cwd: folder, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, ['bundle-size.mjs']);
if (!values['skip-card-list']) {
  const tsx = path.join(folder, '../node_modules/.bin/tsx');
  const options = ['--cards', values.cards, '--requests', values.requests];
  run(tsx, ['card-list.mjs', ...options, ...(values['skip-import'] ? ['--skip-import'] : [])]);
}
