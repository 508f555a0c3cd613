// Typechecks every workspace with its own tsconfig (the web has DOM types, the server node's).
import { spawnSync } from 'node:child_process';

const projects = ['packages/contract', 'apps/server', 'apps/carrier-sim', 'apps/web', 'e2e', 'bench'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', `${project}/tsconfig.json`], { stdio: 'inherit' });
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'failed'}`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
