import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The message module's pages, by route name; each is its own chunk. */
export const messagePages = {
  systemMessage: lazyPage(() =>
    import('./system-message/system-message-page').then((module) => module.SystemMessagePage),
  ),
} satisfies ModulePages;
