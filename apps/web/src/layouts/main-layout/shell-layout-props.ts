import type { ReactNode } from 'react';
import type { PageDefinition } from '@simdesk/contract';

/** What the side-menu and top-menu layouts take from the main layout. */
export interface ShellLayoutProps {
  /** The page shown now (menu highlight, breadcrumb). */
  page: PageDefinition | undefined;
  onOpenSettings: () => void;
  children: ReactNode;
}
