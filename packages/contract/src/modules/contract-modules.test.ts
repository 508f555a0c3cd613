import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { allCalls } from '../calls/registry';
import { builtPageNames, markBuilt, pageRegistry } from '../pages/registry';
import type { PageDeclaration } from '../pages/types';
import { contractModules } from './contract-modules';
import { moduleCalls } from './module-calls';

const moduleFolders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('contract modules', () => {
  it('lists every module folder once, under its own name', () => {
    const names = contractModules.map((module) => module.name);
    expect([...names].sort()).toEqual(moduleFolders);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(moduleFolders)(
    '%s can be imported first (no import cycle through the derived lists)',
    async (folder) => {
      vi.resetModules();
      const face: Record<string, unknown> = await import(`./${folder}/index.ts`);
      const declared = Object.values(face).filter(
        (value) => typeof value === 'object' && value !== null && 'builds' in value && 'texts' in value,
      );
      expect(declared).toHaveLength(1);
      expect(declared[0]).toMatchObject({ name: folder });
    },
  );

  it('serves each call path from one module only', () => {
    const paths = contractModules.flatMap((module) => moduleCalls[module.name].map((call) => call.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(allCalls.map((call) => call.path)).toEqual(paths);
  });

  it('lists the calls of every module folder', () => {
    expect(Object.keys(moduleCalls).sort()).toEqual(moduleFolders);
    for (const calls of Object.values(moduleCalls)) expect(calls.length).toBeGreaterThan(0);
  });

  it('lets one module at most draw a page', () => {
    const drawn = contractModules.flatMap((module) => module.builds);
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const name of drawn) expect(builtPageNames.has(name)).toBe(true);
  });
});

describe('built pages', () => {
  const page = (name: string, fields: Partial<PageDeclaration> = {}): PageDeclaration => ({
    name,
    path: `/${name}`,
    titleKey: name,
    layout: 'main',
    ...fields,
  });
  const pages = [
    page('module', { redirect: 'group' }),
    page('group', { parent: 'module', redirect: 'first' }),
    page('first', { parent: 'group' }),
    page('second', { parent: 'group' }),
    page('detail', { parent: 'second', hidden: true }),
    page('empty', { parent: 'module', redirect: 'stub' }),
    page('stub', { parent: 'empty' }),
    page('loop', { redirect: 'loop' }),
  ];
  const builtOf = (drawn: readonly string[]) =>
    markBuilt(pages, new Set(drawn))
      .filter((entry) => entry.built)
      .map((entry) => entry.name);

  it('builds the drawn pages and the groups leading to one of them', () => {
    expect(builtOf(['second'])).toEqual(['module', 'group', 'second']);
    expect(builtOf(['first'])).toEqual(['module', 'group', 'first']);
    expect(builtOf(['detail'])).toEqual(['detail']);
    expect(builtOf([])).toEqual([]);
  });

  it('matches the drawn pages of the real registry', () => {
    const drawn = pageRegistry.filter((entry) => entry.built && entry.redirect === undefined);
    expect(drawn.map((entry) => entry.name).sort()).toEqual([...builtPageNames].sort());
  });
});
