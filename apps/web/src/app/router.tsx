import { BrowserRouter } from 'react-router';
import { AppShell } from './app-shell';

/**
 * The browser's address for the shell, which draws every page: the shell matches the address against the page
 * registry itself (decideNavigation), so the router carries only the location. A data router's route table
 * would add nothing here but its loading engine to the login page's first load.
 */
export function ConsoleRouter() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
