import { createContext, useContext } from 'react';
import type { PageName } from '@simdesk/contract';

/** The list a detail page goes back to, and the words of the way back. */
export interface BackToList {
  listPage: PageName;
  text: string;
}

/** The way back a detail page's frame declares, for the parts inside it (none outside a frame). */
export const BackToListContext = createContext<BackToList | undefined>(undefined);

/** The way back of the detail page around, when there is one. */
export function useBackToList(): BackToList | undefined {
  return useContext(BackToListContext);
}
