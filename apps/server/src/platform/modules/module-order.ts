import type { ServerModule } from './server-module';

/**
 * The given modules and every module they need, each once, a module after the ones it needs (otherwise in the
 * order given). Fails on a cycle: two modules that need each other are one module.
 */
export function withNeededModules(modules: readonly ServerModule[]): ServerModule[] {
  const ordered: ServerModule[] = [];
  const visiting = new Set<ServerModule>();
  const visit = (module: ServerModule, path: readonly string[]) => {
    if (ordered.includes(module)) return;
    if (visiting.has(module))
      throw new Error(`modules need each other: ${[...path, module.name].join(' → ')}`);
    visiting.add(module);
    for (const needed of module.needs) visit(needed, [...path, module.name]);
    visiting.delete(module);
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  const names = new Set<string>();
  for (const module of ordered) {
    if (names.has(module.name)) throw new Error(`two modules are named ${module.name}`);
    names.add(module.name);
  }
  return ordered;
}
