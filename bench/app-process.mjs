// Starts a server process for a benchmark and waits until its health check answers; stops it with SIGTERM.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../scripts/lib/builds.mjs';

const startLimitMilliseconds = 180_000;

/** Spawns `command args` from the repository root; answers once `healthUrl` answers 200, with how long it took. */
export async function startUntilHealthy(command, args, { environment, healthUrl }) {
  const startedAt = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} ended (${child.exitCode})`);
    if (performance.now() - startedAt > startLimitMilliseconds) {
      await stopProcess(child);
      throw new Error(`${command} ${args.join(' ')}: no answer at ${healthUrl} within 3 minutes`);
    }
    const healthy = await fetch(healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, startMilliseconds: performance.now() - startedAt };
    await sleep(20);
  }
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}
