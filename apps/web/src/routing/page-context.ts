import { createContext, useContext } from 'react';
import type { PageDefinition } from '@simdesk/contract';

/**
 * The route a page was opened at. A kept-alive page in a hidden tab keeps its own values here, while the
 * router's location already shows another tab.
 */
export interface PageContextValue {
  page: PageDefinition;
  params: Readonly<Record<string, string>>;
  search: string;
}

export const PageContext = createContext<PageContextValue | undefined>(undefined);

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext is used outside a page');
  return value;
}
