import type { CallDefinition } from '../calls/define-call';
import type { TextFileSet } from '../locales/locale-texts';
import type { DrawnPageName } from '../pages/product-map';

/**
 * One product module as the contract declares it. The list of these (contract-modules.ts) is where the built
 * pages, the locale namespaces and their texts come from; its calls are listed in module-calls.ts, apart, so
 * that what needs only pages and texts (the web's entry) does not load every call's schemas.
 */
export interface ContractModule {
  /** The module's one name across contract, server, web, locales and e2e (kebab-case). */
  readonly name: string;
  /** The registry pages the module draws: they are built, every other route of the product map is not yet. */
  readonly builds: readonly DrawnPageName[];
  /** Its locale namespaces: the JSON files under its locales/<locale>/ folder, loaded on demand. */
  readonly texts: TextFileSet;
}

/** Declares a module, keeping its literal page names (the web's page-component map is keyed by them). */
export function defineContractModule<const Module extends ContractModule>(module: Module): Module {
  return module;
}

function isCallDefinition(value: unknown): value is CallDefinition {
  return (
    typeof value === 'object' && value !== null && 'path' in value && 'access' in value && 'obj' in value
  );
}

/** The call definitions among the exports of a module's call files (`import * as …`). */
export function callsIn(...callFiles: readonly Record<string, unknown>[]): CallDefinition[] {
  return callFiles.flatMap((exports) => Object.values(exports).filter(isCallDefinition));
}
