import { productMap } from './product-map';
import type { PageDefinition } from './types';

/** Every route of the console (spec §2) in menu order, with whether it is built. */
export const pageRegistry: readonly PageDefinition[] = productMap;
