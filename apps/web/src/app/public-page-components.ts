import type { ModulePages } from '../routing/page-map';
import { operatorPages } from '../pages/operator/operator-pages';
import { messagePages } from '../pages/message/message-pages';
import { shellPages } from '../pages/shell/shell-pages';
import { realNamePublicPages } from '../pages/real-name/real-name-public-pages';

/**
 * The pages drawn outside the signed-in shell (the sign-in pages, blank pages, public pages opened without a
 * session), from the modules that have them. The first load carries only these: the whole page map, whose
 * every entry names its chunk and the chunks it needs, comes with the shell (signed-in-shell.tsx).
 */
export const publicPageComponents = {
  ...operatorPages,
  ...shellPages,
  ...messagePages,
  ...realNamePublicPages,
} satisfies ModulePages;
