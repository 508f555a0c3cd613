import type { AppServices } from '../services';

/**
 * A place where one module lets others add to what it does (the dashboard's card figures, say) without the
 * two importing each other's files: the owner declares the point, a contributor names it in its definition.
 */
export interface ExtensionPoint<Value> {
  readonly name: string;
  /** Only carries the type of what is contributed. */
  readonly valueType?: Value;
}

/** What one module adds to one extension point, built once the platform services exist. */
export interface Contribution<Value = unknown> {
  readonly point: ExtensionPoint<Value>;
  readonly build: (services: AppServices) => Value;
}

export function defineExtensionPoint<Value>(name: string): ExtensionPoint<Value> {
  return { name };
}

export function contribute<Value>(
  point: ExtensionPoint<Value>,
  build: (services: AppServices) => Value,
): Contribution<Value> {
  return { point, build } as Contribution<Value>;
}
