import { contractModules } from '../modules/contract-modules';
import { moduleCalls, openApiModuleCalls } from '../modules/module-calls';
import type { CallDefinition } from './define-call';

/** Every call the console serves, from every module; the server registers exactly these and the tests walk them. */
export const allCalls: readonly CallDefinition[] = contractModules.flatMap(
  (module) => moduleCalls[module.name],
);

/** Every call of the open API (signed requests from companies' own systems); the server registers these too. */
export const allOpenApiCalls: readonly CallDefinition[] = openApiModuleCalls;
