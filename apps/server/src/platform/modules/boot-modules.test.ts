import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CallRegistrar } from '../http/register-call';
import type { AppServices } from '../services';
import { bootModules } from './boot-modules';
import { contribute, defineExtensionPoint } from './extension-point';
import { withNeededModules } from './module-order';
import { defineServerModule, type ServerModule } from './server-module';

// Booting never calls into the services or the registrar itself: it hands them to the modules.
const services = {} as AppServices;
const registrar = {} as CallRegistrar;

function boot(
  modules: readonly ServerModule[],
  options: { background?: boolean; environment?: NodeJS.ProcessEnv } = {},
) {
  const app = Fastify({ logger: false });
  const booted = bootModules(modules, {
    app,
    services,
    registrar,
    environment: options.environment ?? {},
    runsBackgroundWork: options.background ?? true,
  });
  return { app, booted };
}

describe('module order', () => {
  const base = defineServerModule({ name: 'base', register: () => undefined });
  const middle = defineServerModule({ name: 'middle', needs: [base], register: () => undefined });
  const top = defineServerModule({ name: 'top', needs: [middle, base], register: () => undefined });

  it('puts each module after the ones it needs, each once', () => {
    expect(withNeededModules([top, base]).map((module) => module.name)).toEqual(['base', 'middle', 'top']);
  });

  it('refuses two modules of one name', () => {
    const twin = defineServerModule({ name: 'base', register: () => undefined });
    expect(() => withNeededModules([base, twin])).toThrow('two modules are named base');
  });

  it('refuses modules that need each other', () => {
    const needsOfFirst: ServerModule[] = [];
    const first = defineServerModule({ name: 'first', needs: needsOfFirst, register: () => undefined });
    needsOfFirst.push(defineServerModule({ name: 'second', needs: [first], register: () => undefined }));
    expect(() => withNeededModules([first])).toThrow('modules need each other: first → second → first');
  });
});

describe('booting modules', () => {
  it('reads every module’s settings before any module registers', async () => {
    const registered: string[] = [];
    const fine = defineServerModule({ name: 'fine', register: () => void registered.push('fine') });
    const strict = defineServerModule({
      name: 'strict',
      loadConfig: (environment) => {
        if (environment.STRICT_VALUE !== 'ok') throw new Error('STRICT_VALUE: expected ok');
        return environment.STRICT_VALUE;
      },
      register: ({ config }) => void registered.push(`strict ${config}`),
    });
    await expect(boot([fine, strict], { environment: { STRICT_VALUE: 'wrong' } }).booted).rejects.toThrow(
      'STRICT_VALUE: expected ok',
    );
    expect(registered).toEqual([]);
    await boot([fine, strict], { environment: { STRICT_VALUE: 'ok' } }).booted;
    expect(registered).toEqual(['fine', 'strict ok']);
  });

  it('hands a module what the booted modules contribute to its point, and nothing from one not booted', async () => {
    const greetings = defineExtensionPoint<string>('test.greetings');
    const heard: string[][] = [];
    const listener = defineServerModule({
      name: 'listener',
      register: ({ contributionsTo }) => void heard.push(contributionsTo(greetings)),
    });
    const speaker = defineServerModule({
      name: 'speaker',
      needs: [listener],
      contributions: [contribute(greetings, () => 'hello')],
      register: () => undefined,
    });
    await boot([speaker]).booted;
    await boot([listener]).booted;
    expect(heard).toEqual([['hello'], []]);
  });

  it('answers what each module registered, and refuses a module it did not boot', async () => {
    const counter = defineServerModule({ name: 'counter', register: () => ({ count: 3 }) });
    const other = defineServerModule({ name: 'other', register: () => undefined });
    const { booted } = boot([counter]);
    const modules = await booted;
    expect(modules.handleOf(counter).count).toBe(3);
    expect(modules.names).toEqual(['counter']);
    expect(() => modules.handleOf(other)).toThrow('the module other is not booted in this app');
  });

  it('runs background work once the app is ready and stops it on close, only where background work runs', async () => {
    const events: string[] = [];
    const worker = (name: string) =>
      defineServerModule({
        name,
        register: ({ runInBackground }) =>
          runInBackground({
            start: () => void events.push(`start ${name}`),
            stop: () => void events.push(`stop ${name}`),
          }),
      });
    const running = boot([worker('first'), worker('second')]);
    await running.booted;
    expect(events).toEqual([]);
    await running.app.ready();
    expect(events).toEqual(['start first', 'start second']);
    await running.app.close();
    expect(events).toEqual(['start first', 'start second', 'stop second', 'stop first']);

    events.length = 0;
    const apiOnly = boot([worker('only')], { background: false });
    await apiOnly.booted;
    await apiOnly.app.ready();
    await apiOnly.app.close();
    expect(events).toEqual([]);
  });
});
