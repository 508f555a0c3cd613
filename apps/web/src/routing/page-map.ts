import type { ComponentType, LazyExoticComponent } from 'react';
import type { BuiltPageName } from '@simdesk/contract';

/**
 * One component per page the contract's modules build, lazily loaded but for the few the entry carries: a
 * missing or an unknown name does not compile.
 */
export type PageComponents = Readonly<
  Record<BuiltPageName, ComponentType | LazyExoticComponent<ComponentType>>
>;

/** The pages one module draws: only names the contract's modules build. */
export type ModulePages = Partial<PageComponents>;
