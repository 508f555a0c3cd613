import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/**
 * The real-name pages opened without a session: the owner's service hall. Its own small file, as the first
 * load (the login page) carries it: only this line, not the module's other pages' loaders.
 */
export const realNamePublicPages = {
  serviceHall: lazyPage(() =>
    import('./service-hall/service-hall-page').then((module) => module.ServiceHallPage),
  ),
} satisfies ModulePages;
