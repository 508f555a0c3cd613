import type { FastifyInstance } from 'fastify';
import type { CallRegistrar } from '../http/register-call';
import type { AppServices } from '../services';
import type { ExtensionPoint } from './extension-point';
import { withNeededModules } from './module-order';
import type { BackgroundWork, ServerModule } from './server-module';

/** The modules of a built app and what each answered when it registered. */
export interface BootedModules {
  readonly names: readonly string[];
  /** What a booted module's register answered (its scheduler, its task kind…); fails for one not booted. */
  handleOf<Handle>(module: ServerModule<Handle>): Handle;
}

export interface BootOptions {
  app: FastifyInstance;
  services: AppServices;
  registrar: CallRegistrar;
  environment: NodeJS.ProcessEnv;
  /** False in an api process: background work is left to the worker processes. */
  runsBackgroundWork: boolean;
}

/**
 * Boots the given modules and those they need: every module's settings are read first (a wrong value stops
 * the start before anything is registered), then each registers after the modules it needs.
 */
export async function bootModules(
  modules: readonly ServerModule[],
  options: BootOptions,
): Promise<BootedModules> {
  const ordered = withNeededModules(modules);
  const registrations = ordered.map((module) => ({ module, register: module.prepare(options.environment) }));

  const contributions = new Map<ExtensionPoint<unknown>, unknown[]>();
  for (const module of ordered) {
    for (const contribution of module.contributions) {
      const values = contributions.get(contribution.point) ?? [];
      values.push(contribution.build(options.services));
      contributions.set(contribution.point, values);
    }
  }

  const background: BackgroundWork[] = [];
  const handles = new Map<ServerModule, unknown>();
  for (const { module, register } of registrations) {
    const handle = await register({
      services: options.services,
      registrar: options.registrar,
      contributionsTo: <Value>(point: ExtensionPoint<Value>) => (contributions.get(point) ?? []) as Value[],
      runInBackground: (work) => background.push(work),
    });
    handles.set(module, handle);
  }

  if (options.runsBackgroundWork && background.length > 0) {
    options.app.addHook('onReady', async () => {
      for (const work of background) await work.start();
    });
    // Stopped in reverse: a module's work stops before the work of the modules it needs.
    options.app.addHook('onClose', async () => {
      for (const work of [...background].reverse()) await work.stop();
    });
  }

  return {
    names: ordered.map((module) => module.name),
    handleOf<Handle>(module: ServerModule<Handle>): Handle {
      if (!handles.has(module)) throw new Error(`the module ${module.name} is not booted in this app`);
      return handles.get(module) as Handle;
    },
  };
}
