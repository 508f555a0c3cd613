import { createContext, useContext, type ComponentType } from 'react';

/** A built page's component by route name (lazily loaded in the app); unbuilt names are absent. */
export type PageComponentMap = Readonly<Partial<Record<string, ComponentType>>>;

/** Handed down by the app, so the layouts draw pages without importing the app's page map. */
export const PageComponentsContext = createContext<PageComponentMap>({});

export function usePageComponents(): PageComponentMap {
  return useContext(PageComponentsContext);
}
