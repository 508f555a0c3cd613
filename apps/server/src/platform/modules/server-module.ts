import type { Database } from '../database/connect';
import type { CallRegistrar } from '../http/register-call';
import type { AppServices } from '../services';
import type { DemoWorld } from '../demo/demo-world';
import type { Contribution, ExtensionPoint } from './extension-point';

/** Work a module runs beside its calls (trackers, schedules): only in processes that run background work. */
export interface BackgroundWork {
  start(): Promise<void> | void;
  stop(): Promise<void> | void;
}

/** What every module is handed when the app is built. */
export interface BootContext {
  services: AppServices;
  /** The one way a call becomes a route: guarded, public, upload, file and download calls. */
  registrar: CallRegistrar;
  /** What the modules booted beside this one contribute to one of its extension points. */
  contributionsTo<Value>(point: ExtensionPoint<Value>): Value[];
  /** Started once the app is ready, stopped when it closes; only where SIMDESK_PROCESS_ROLE runs background work. */
  runInBackground(work: BackgroundWork): void;
}

/** A module's boot context with its own settings, read from the environment once at start-up. */
export interface ModuleContext<Config> extends BootContext {
  config: Config;
}

/**
 * One product module of the server: its calls, task kinds, background work, settings, demo data and what it
 * adds to other modules. The app is built from a list of these and never names one.
 */
export interface ServerModule<Handle = unknown> {
  /** The module's name, as in docs/architecture.md's naming table. */
  readonly name: string;
  /** Modules whose entry files this one uses: booted with it when a test boots it alone. */
  readonly needs: readonly ServerModule[];
  readonly contributions: readonly Contribution[];
  /**
   * Reads the module's settings (throwing with the variable's name when one is wrong), and answers how to
   * register it: every module's settings are read before any module registers.
   */
  readonly prepare: (environment: NodeJS.ProcessEnv) => (context: BootContext) => Promise<Handle>;
  /** Adds the module's part of the demo to a database being seeded (modules it needs seed first). */
  readonly seedDemo?: (db: Database, world: DemoWorld) => Promise<void>;
}

export interface ServerModuleDefinition<Config, Handle> {
  name: string;
  needs?: readonly ServerModule[];
  loadConfig?: (environment: NodeJS.ProcessEnv) => Config;
  contributions?: readonly Contribution[];
  /** Registers calls and task kinds; answers what tests reach (a scheduler to tick, a task kind to start). */
  register: (context: ModuleContext<Config>) => Handle | Promise<Handle>;
  seedDemo?: (db: Database, world: DemoWorld) => Promise<void>;
}

/** Declares a server module; its entry file (index.ts) exports the result. */
export function defineServerModule<Config = undefined, Handle = void>(
  definition: ServerModuleDefinition<Config, Handle>,
): ServerModule<Handle> {
  const { loadConfig, register } = definition;
  return {
    name: definition.name,
    needs: definition.needs ?? [],
    contributions: definition.contributions ?? [],
    ...(definition.seedDemo ? { seedDemo: definition.seedDemo } : {}),
    prepare(environment) {
      const config = (loadConfig ? loadConfig(environment) : undefined) as Config;
      return async (context) => register({ ...context, config });
    },
  };
}
