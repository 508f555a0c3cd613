import { use, type ReactNode } from 'react';
import { loadConsoleTexts } from './console-texts';

/** Draws its children once the console's texts are loaded; a Suspense above shows the wait. */
export function ConsoleTextsGate({ children }: { children: ReactNode }) {
  use(loadConsoleTexts());
  return children;
}
