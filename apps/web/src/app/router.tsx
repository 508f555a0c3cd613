import { createBrowserRouter, type RouteObject } from 'react-router';
import type { PageDefinition } from '@simdesk/contract';
import { AppShell } from './app-shell';
import { routedPages } from '../routing/routed-pages';

/**
 * The route table, built from the page registry: one route per built page, all drawn by the shell (which
 * runs the guard and keeps tabs alive), and a catch-all for unknown paths.
 */
export function buildRoutes(pages: readonly PageDefinition[] = routedPages): RouteObject[] {
  return [
    {
      id: 'shell',
      element: <AppShell />,
      children: [
        // Leaves draw nothing themselves (element null, not absent): the shell draws every page.
        ...pages.map((page): RouteObject => ({
          id: page.name,
          path: page.path,
          handle: { pageName: page.name },
          element: null,
        })),
        { id: 'unknown', path: '*', element: null },
      ],
    },
  ];
}

export function createConsoleRouter() {
  return createBrowserRouter(buildRoutes());
}
