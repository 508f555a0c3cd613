import { use } from 'react';
import type { CallDefinition } from '@simdesk/contract';

/** A call as the production build hands it out: its address, and a loader of its full declaration. */
interface CallAddress {
  declaration?: () => Promise<CallDefinition>;
}

const declarations = new WeakMap<object, Promise<CallDefinition>>();

/**
 * The full declaration of a call (its zod schemas), for a form that validates with them. The production build
 * gives pages call addresses without schemas (call-addresses-plugin.ts); this loads the declaration once,
 * suspending the caller meanwhile. Tests and the dev server have the declaration already.
 */
export function useDeclaredCall<Call extends CallDefinition>(call: Call): Call {
  const { declaration } = call as Call & CallAddress;
  if (declaration === undefined) return call;
  let declared = declarations.get(call);
  if (declared === undefined) {
    declared = declaration();
    declarations.set(call, declared);
  }
  // The loader answers the same call's declaration, with the schemas Call's type describes.
  return use(declared) as Call;
}
